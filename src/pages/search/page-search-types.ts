import type { PageConfig } from '../../../common/generated/types';
import { validateHomeSearchData } from '../../../common/generated/validators/validateHomeSearchData.js';
import type { SearchType } from '../../../common/search-page';
import { searchTypesOf } from '../../platform/search-types';

/**
 * The types a page other than home offers: the page configuration's home search data (HOMESEARCH) decides, as
 * on the home page. Without valid data booth search counts as disabled, since nothing says it is enabled.
 */
export function searchTypesOfPage(page: PageConfig): SearchType[] {
  const data = page.sections.HOMESEARCH;
  return searchTypesOf(validateHomeSearchData(data) ? data : { boothSearchEnabled: false });
}
