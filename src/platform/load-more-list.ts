// A list read page by page and shown as one growing list ("load more"): the catalogue and short-video lists.
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { CatalogPage } from './catalog';

/** What a growing list shows; react-query's infinite result becomes one, a story builds its own. */
export interface LoadMoreState<T> {
  /** Every item read so far; undefined until the first page arrives. */
  items: readonly T[] | undefined;
  /** The first page failed. */
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last "load more" failed (the items read before it stay). */
  isFetchNextPageError: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

/** The page after `last`, 0-based as the server counts, or undefined after the last page. */
export function nextPageOf(last: CatalogPage<unknown>): number | undefined {
  const next = last.page.number + 1;
  return next < last.page.totalPages ? next : undefined;
}

export function useLoadMoreList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<CatalogPage<T>>,
  { enabled = true }: { enabled?: boolean } = {},
): LoadMoreState<T> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    enabled,
  });
  return {
    items: query.data?.pages.flatMap((page) => page.items),
    isError: query.isError && query.data === undefined,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    refetch: () => void query.refetch(),
    fetchNextPage: () => void query.fetchNextPage(),
  };
}
