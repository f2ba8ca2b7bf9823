import { useRef, type ReactNode } from 'react';
import type { CatalogPage } from '../../platform/catalog';
import { ListLoading, ListNoMore, ListNoResult } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pagination } from '../../ui/Pagination';
import { PAGE_SIZES, type Paging } from './paging-query';
import styles from './ResultList.module.css';

/** What a list shows comes from its query (react-query's result fits); a story passes one of its own. */
export interface ListState<T> {
  data: CatalogPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  /** The previous page, still shown while the asked one loads. */
  isPlaceholderData: boolean;
  refetch(): unknown;
}

interface Props<T> {
  state: ListState<T>;
  paging: Paging;
  onPaging(paging: Paging): void;
  /** Names the list for screen readers. */
  label: string;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** The 'No result' state's hint. */
  noResultHint: ReactNode;
}

/**
 * One page of a catalogue list with the states of spec §8: 'Loading...', 'Request failed, click to reload'
 * (clicking asks again), 'No result', and 'No More' under the last page; the pager below it.
 */
export function ResultList<T>({ state, paging, onPaging, label, itemKey, renderItem, noResultHint }: Props<T>) {
  const top = useRef<HTMLDivElement>(null);
  if (state.isError) return <LoadFailed onReload={() => void state.refetch()} />;
  if (state.isPending || !state.data) return <ListLoading />;
  const { items, page } = state.data;
  if (page.totalElements === 0) return <ListNoResult>{noResultHint}</ListNoResult>;
  const changePage = (next: number, size: number) => {
    onPaging({ page: next, size });
    // The next page starts at the top of the list, not where the pager was.
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div ref={top} className={styles.results}>
      <ul className={styles.list} aria-label={label} aria-busy={state.isPlaceholderData}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {page.number + 1 >= page.totalPages && <ListNoMore />}
      <Pagination page={paging.page} size={paging.size} total={page.totalElements} sizes={PAGE_SIZES} onChange={changePage} />
    </div>
  );
}
