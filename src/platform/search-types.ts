import type { HomeSearchData } from '../generated/types';
import type { SearchType } from './search-page';

/** Spec §2: the booth type is offered only while booth search is enabled. */
export function searchTypesOf(data: HomeSearchData): SearchType[] {
  return data.boothSearchEnabled ? ['product', 'exhibitor', 'booth'] : ['product', 'exhibitor'];
}
