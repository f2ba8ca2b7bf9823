// What other pages read of the footer's data: the download page lists the app stores the footer links to.
import type { FooterAppStoreLink, PageConfig } from '../../common/generated/types';
import { validateFooterData } from '../../common/generated/validators/validateFooterData.js';

/** The app stores a page configuration's footer links to; none when it has no valid footer. */
export function footerAppStoresOf(page: PageConfig): readonly FooterAppStoreLink[] {
  const data = page.sections.FOOTER;
  return validateFooterData(data) ? data.appStores : [];
}
