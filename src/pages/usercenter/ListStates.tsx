import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListLoading, ListNoData } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';

interface Props<T> {
  query: UseQueryResult<readonly T[]>;
  children(items: readonly T[]): ReactNode;
}

/** Spec §8: a list's 'Loading...', 'Request failed, click to reload' (asking again) and 'No Data' states, else the list. */
export function ListStates<T>({ query, children }: Props<T>) {
  if (query.isError) return <LoadFailed onReload={() => void query.refetch()} />;
  if (query.data === undefined) return <ListLoading />;
  if (query.data.length === 0) return <ListNoData />;
  return children(query.data);
}
