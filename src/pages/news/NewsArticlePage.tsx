import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { NewsArticle } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { useNewsArticle } from './news';
import { newsListPath, pressInvitationPath } from '../../platform/news-paths';
import { ShareButton } from '../../ui/ShareButton';
import { RecordStates } from '../RecordStates';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { CatalogPicture } from '../search/CatalogPicture';
import { ShortVideoPlayer } from '../short-videos/ShortVideoPlayer';
import { useLanguage } from '../use-language';
import { ArticleAttachments } from './ArticleAttachments';
import { ArticleBody } from './ArticleBody';
import { PublishTime } from './PublishTime';
import styles from './NewsArticlePage.module.css';
import { useDocumentTitle } from '../use-document-title';

/** Issue 9: /m/{lang}/news/{slug} — one article or video report of the news centre, to read and share. */
export function NewsArticlePage() {
  const language = useLanguage();
  const { slug = '' } = useParams();
  const article = useNewsArticle(slug, language);
  useDocumentTitle(article.data?.title ?? null);
  return (
    <CatalogPageLayout language={language} title="news-page.articleTitle">
      <RecordStates query={article} notFound="news-page.notFound">
        {(loaded) => <ArticleDetail article={loaded} language={language} />}
      </RecordStates>
    </CatalogPageLayout>
  );
}

function ArticleDetail({ article, language }: { article: NewsArticle; language: Language }) {
  return (
    <main>
      {article.video ? (
        <ShortVideoPlayer videoUrl={article.video.url} posterUrl={article.video.posterUrl} title={article.title} />
      ) : (
        article.coverUrl && <CatalogPicture url={article.coverUrl} className={styles.cover} />
      )}
      <article className={styles.article}>
        <Link className={styles.category} to={newsListPath(language, article.category)}>
          <FormattedMessage id={`news-page.category.${article.category}`} />
        </Link>
        <h2 className={styles.title}>{article.title}</h2>
        <p className={styles.published}>
          <FormattedMessage
            id="news-page.published"
            values={{
              time: <PublishTime publishTime={article.publishTime} language={language} />,
            }}
          />
        </p>
        <ArticleBody html={article.body} />
      </article>
      {article.invitationId && (
        <Link className={styles.invitation} to={pressInvitationPath(language, article.invitationId)}>
          <span className={styles.invitationLabel}>
            <FormattedMessage id="news-page.invitation" />
          </span>
          <FormattedMessage id="news-page.invitationCta" />
          <span aria-hidden>›</span>
        </Link>
      )}
      <ArticleAttachments attachments={article.attachments} />
      <ShareButton language={language} title={article.title} />
      <Link className={styles.all} to={newsListPath(language)}>
        <FormattedMessage id="news-page.allNews" />
      </Link>
    </main>
  );
}
