import type { PageConfig } from '../../../common/generated/types';
import type { SearchType } from '../../../common/search-page';
import { searchTypesOf } from '../../platform/search-types';
import { homeSearchDataOf } from '../../../sections/home-search/selectors';

/**
 * The types a page other than home offers: the page configuration's home search data (HOMESEARCH) decides, as
 * on the home page. Without valid data booth search counts as disabled, since nothing says it is enabled.
 */
export function searchTypesOfPage(page: PageConfig): SearchType[] {
  return searchTypesOf(homeSearchDataOf(page) ?? { boothSearchEnabled: false });
}
