// What other parts of a content page read of its hero's data: the page bar shows the hero's title.
import type { PageConfig } from '../../common/generated/types';
import { validatePageHeroData } from '../../common/generated/validators/validatePageHeroData.js';

/** The title of a page configuration's hero; undefined when it has none or it is not valid. */
export function pageHeroTitleOf(page: PageConfig): string | undefined {
  const data = page.sections.PAGEHERO;
  return validatePageHeroData(data) ? data.title : undefined;
}
