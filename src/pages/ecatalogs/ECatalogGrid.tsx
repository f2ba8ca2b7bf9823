import type { ECatalogCard as Catalog } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import type { LoadMoreState } from '../../platform/load-more-list';
import { LoadMoreList } from '../../ui/LoadMoreList';
import { ECatalogCard } from './ECatalogCard';

/** A growing grid of catalogue cards: the public list and a buyer's saved catalogues. */
export function ECatalogGrid({ state, label, language }: { state: LoadMoreState<Catalog>; label: string; language: Language }) {
  return (
    <LoadMoreList
      state={state}
      label={label}
      itemKey={(catalog) => catalog.id}
      renderItem={(catalog) => <ECatalogCard catalog={catalog} language={language} />}
    />
  );
}
