import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { documentTitleOf } from '../../common/page-titles';

/**
 * Issue 29: the tab's title follows the page as the visitor moves through the app (the server titled the first one):
 * `own` then the portal's name, or the portal's name alone. A page that has no title yet (its data loading) passes null
 * and leaves the title as it is.
 */
export function useDocumentTitle(own: string | undefined | null): void {
  const intl = useIntl();
  const portalName = intl.formatMessage({ id: 'brand.name' });
  useEffect(() => {
    if (own !== null) document.title = documentTitleOf(own, portalName);
  }, [own, portalName]);
}
