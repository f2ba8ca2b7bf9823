import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { ShortVideoDetail } from '../../../common/generated/types';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { pagePath } from '../../../common/pages';
import { shopPageUrl } from '../../platform/shop-pages';
import { useShortVideo } from './short-videos';
import { formatDate } from '../../../common/wall-time';
import { ShareButton } from '../../ui/ShareButton';
import { NotFoundPage } from '../NotFoundPage';
import { RecordStates } from '../RecordStates';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { ShortVideoPlayer } from './ShortVideoPlayer';
import styles from './ShortVideoDetailPage.module.css';

/** Spec §2: /m/{lang}/shortVideoDetail?id= — one short video, its exhibitor, and the previous and next video. */
export function ShortVideoDetailPage() {
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <CatalogPageLayout language={language} title="short-video.detailTitle">
      {id ? <ShortVideo id={id} language={language} /> : <NotFoundPage message="short-video.notFound" />}
    </CatalogPageLayout>
  );
}

function ShortVideo({ id, language }: { id: string; language: Language }) {
  const video = useShortVideo(id, language);
  return (
    <RecordStates query={video} notFound="short-video.notFound">
      {(detail) => <VideoDetail detail={detail} language={language} />}
    </RecordStates>
  );
}

function VideoDetail({ detail, language }: { detail: ShortVideoDetail; language: Language }) {
  const { video } = detail;
  const linkTo = (id: string) => pagePath('shortVideoDetail', { language, query: { id } });
  return (
    <main>
      {/* Keyed by the video: the next video starts with a fresh player, not the last one's error. */}
      <ShortVideoPlayer key={video.id} videoUrl={detail.videoUrl} posterUrl={video.posterUrl} title={video.title} />
      <section className={styles.info}>
        <h2 className={styles.title}>{video.title}</h2>
        <p className={styles.meta}>
          <Link className={styles.exhibitor} to={shopPageUrl(language, video.shopCode)}>
            {video.exhibitorName}
          </Link>
          <span>
            <FormattedMessage id="catalog-page.published" values={{ date: formatDate(video.publishedAt, language) }} />
          </span>
        </p>
        {detail.description && <p className={styles.description}>{detail.description}</p>}
      </section>
      <ShareButton language={language} title={video.title} />
      <nav className={styles.neighbours}>
        <NeighbourLink to={detail.previousId && linkTo(detail.previousId)} rel="prev" label="short-video.previous" atEdge="short-video.first" />
        <NeighbourLink to={detail.nextId && linkTo(detail.nextId)} rel="next" label="short-video.next" atEdge="short-video.last" />
      </nav>
      <Link className={styles.all} to={pagePath('shortVideoList', { language })}>
        <FormattedMessage id="short-video.all" />
      </Link>
    </main>
  );
}

interface NeighbourProps {
  /** The neighbour's page; null at either end of the published order. */
  to: string | null;
  rel: 'prev' | 'next';
  label: MessageId;
  /** What stands in the link's place at the end. */
  atEdge: MessageId;
}

function NeighbourLink({ to, rel, label, atEdge }: NeighbourProps) {
  if (to === null) {
    return (
      <span className={`${styles.neighbour} ${styles.none}`}>
        <FormattedMessage id={atEdge} />
      </span>
    );
  }
  return (
    <Link className={styles.neighbour} to={to} rel={rel}>
      <FormattedMessage id={label} />
    </Link>
  );
}
