// What other pages read of the home search's data: the search page offers the same search types.
import type { HomeSearchData, PageConfig } from '../../common/generated/types';
import { validateHomeSearchData } from '../../common/generated/validators/validateHomeSearchData.js';

/** The home search's data of a page configuration; undefined when it has none or it is not valid. */
export function homeSearchDataOf(page: PageConfig): HomeSearchData | undefined {
  const data = page.sections.HOMESEARCH;
  return validateHomeSearchData(data) ? data : undefined;
}
