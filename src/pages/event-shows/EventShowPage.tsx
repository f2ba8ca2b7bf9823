import { useParams } from 'react-router-dom';
import { isNotFound } from '../../platform/request-failure';
import { useEventShow } from './event-shows';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { EventShowDetails } from './EventShowDetails';
import { useDocumentTitle } from '../use-document-title';

/** Issue 8, spec §2 /eventShows/{id}: an exhibitor's event show (a product launch or live show). */
export function EventShowPage() {
  const language = useLanguage();
  const { id = '' } = useParams();
  const show = useEventShow(id, language);
  useDocumentTitle(show.data?.title ?? null);
  return (
    <CatalogPageLayout language={language} title="event-show.title">
      {isNotFound(show.error) ? (
        <NotFoundPage message="event-show.notFound" />
      ) : show.isError ? (
        <LoadFailed onReload={() => void show.refetch()} />
      ) : show.data ? (
        <EventShowDetails show={show.data} language={language} />
      ) : (
        <ListLoading />
      )}
    </CatalogPageLayout>
  );
}
