import { useParams } from 'react-router-dom';
import { useLive } from '../../platform/lives/lives';
import { isNotFound } from '../../platform/request-failure';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { LiveDetails } from './LiveDetails';
import { useDocumentTitle } from '../use-document-title';

/** Issue 25: /m/{lang}/lives/{id} — one live stream: watch it while live, book it while upcoming. */
export function LivePage() {
  const language = useLanguage();
  const { id = '' } = useParams();
  const live = useLive(id, language);
  useDocumentTitle(live.data?.title ?? null);
  return (
    <CatalogPageLayout language={language} title="lives.title">
      {live.data ? (
        <LiveDetails live={live.data} language={language} />
      ) : isNotFound(live.error) ? (
        <NotFoundPage message="lives.notFound" />
      ) : live.isError ? (
        <LoadFailed onReload={() => void live.refetch()} />
      ) : (
        <ListLoading />
      )}
    </CatalogPageLayout>
  );
}
