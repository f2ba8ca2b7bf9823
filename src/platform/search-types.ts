import type { HomeSearchData } from '../../common/generated/types';
import type { SearchType } from '../../common/search-page';

/** Spec §2: the booth type is offered only while booth search is enabled. */
export function searchTypesOf(data: HomeSearchData): SearchType[] {
  return data.boothSearchEnabled ? ['product', 'exhibitor', 'booth'] : ['product', 'exhibitor'];
}
