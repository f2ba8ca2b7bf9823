import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LoadMoreState } from '../platform/load-more-list';
import { ListLoading, ListNoData, ListNoMore } from './ListStatus';
import { LoadFailed } from './LoadFailed';
import { useNearViewport } from './use-near-viewport';
import styles from './LoadMoreList.module.css';

interface Props<T> {
  state: LoadMoreState<T>;
  /** Names the list for screen readers. */
  label: string;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** Two columns of cards (the catalogue lists), or one item a row (the news list). */
  layout?: 'grid' | 'rows';
}

// The next page is asked for when the end of the list is about one screen away.
const NEXT_PAGE_MARGIN = '600px 0px';

/**
 * A growing two-column grid (or one column of rows) with the list states of spec §8: 'Loading...', 'Request failed, click to reload'
 * (clicking asks again), 'No Data', and 'No More' once the last page is shown. The next page loads as the end
 * comes near, or by the Load more button.
 */
export function LoadMoreList<T>({ state, label, itemKey, renderItem, layout = 'grid' }: Props<T>) {
  if (state.items === undefined) return state.isError ? <LoadFailed onReload={() => void state.refetch()} /> : <ListLoading />;
  if (state.items.length === 0) return <ListNoData />;
  return (
    <div className={styles.list}>
      <ul className={styles[layout]} aria-label={label}>
        {state.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <ListEnd state={state} />
    </div>
  );
}

function ListEnd<T>({ state }: { state: LoadMoreState<T> }) {
  if (state.isFetchNextPageError) return <LoadFailed onReload={() => void state.fetchNextPage()} />;
  if (state.isFetchingNextPage) return <ListLoading />;
  if (!state.hasNextPage) return <ListNoMore />;
  return <LoadMoreButton onMore={() => void state.fetchNextPage()} />;
}

// Each page's button is a new one (the loading state stands between them), so each asks once as it comes near.
function LoadMoreButton({ onMore }: { onMore(): void }) {
  const { ref, near } = useNearViewport<HTMLButtonElement>(NEXT_PAGE_MARGIN);
  const asked = useRef(false);
  useEffect(() => {
    if (!near || asked.current) return;
    asked.current = true;
    onMore();
  }, [near, onMore]);
  return (
    <button ref={ref} type="button" className={styles.more} onClick={onMore}>
      <FormattedMessage id="catalog-page.loadMore" />
    </button>
  );
}
