import { useIntl } from 'react-intl';
import { useShortVideos } from './short-videos';
import { LoadMoreList } from '../../ui/LoadMoreList';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { ShortVideoCard } from './ShortVideoCard';

/** Spec §2: /m/{lang}/shortvideo (shortVideoList) — exhibitors' short videos in published order. */
export function ShortVideoListPage() {
  const language = useLanguage();
  const intl = useIntl();
  const videos = useShortVideos(language);
  return (
    <CatalogPageLayout language={language} title="short-video.title">
      <LoadMoreList
        state={videos}
        label={intl.formatMessage({ id: 'short-video.title' })}
        itemKey={(video) => video.id}
        renderItem={(video) => <ShortVideoCard video={video} language={language} />}
      />
    </CatalogPageLayout>
  );
}
