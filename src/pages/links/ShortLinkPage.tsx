import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { replacePage } from '../../platform/session/replace-page';
import { resolveShortLink, shortLinkDestinationOf } from '../../platform/short-links';
import { isNotFound } from '../../platform/request-failure';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotFoundPage } from '../NotFoundPage';

/** /m/{lang}/l/{code}: a shared short link, replaced by the page it stands for (spec §7's getUrl). */
export function ShortLinkPage() {
  const { code = '' } = useParams();
  const link = useQuery({ queryKey: ['shortLink', code], queryFn: () => resolveShortLink(code), retry: false });
  const destination = link.data ? shortLinkDestinationOf(link.data.url, window.location.origin) : undefined;
  useEffect(() => {
    if (destination !== undefined) replacePage(destination);
  }, [destination]);
  // A link the page will not follow (issue 24) is, for the visitor, a link that leads nowhere.
  if (isNotFound(link.error) || (link.data && destination === undefined)) return <NotFoundPage message="link.error.notFound" />;
  if (link.isError) return <LoadFailed onReload={() => void link.refetch()} />;
  return <ListLoading />;
}
