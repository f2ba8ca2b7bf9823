import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../platform/request-failure';
import type { MessageId } from '../../common/i18n/messages';
import { ListLoading } from '../ui/ListStatus';
import { LoadFailed } from '../ui/LoadFailed';
import { NotFoundPage } from './NotFoundPage';

interface Props<T> {
  query: UseQueryResult<T>;
  /** What the 404 page says is missing. */
  notFound: MessageId;
  children(record: T): ReactNode;
}

/**
 * One record's page (a video, an article, an invitation): the 404 page when the server has no such record,
 * 'Request failed, click to reload' when it could not be read, 'Loading...' until it arrives, then the record.
 */
export function RecordStates<T>({ query, notFound, children }: Props<T>) {
  if (isNotFound(query.error)) return <NotFoundPage message={notFound} />;
  if (query.isError) return <LoadFailed onReload={() => void query.refetch()} />;
  if (query.data === undefined) return <ListLoading />;
  return children(query.data);
}
