import { FormattedMessage } from 'react-intl';
import type { FooterAppStore, FooterAppStoreLink } from '../../common/generated/types';
import type { MessageId } from '../../common/i18n/messages';
import { PortalLink } from '../../src/ui/PortalLink';
import { AppStoreIcon } from '../../src/ui/AppStoreIcon';
import { FooterBlock } from './FooterBlock';
import styles from './AppStoreLinks.module.css';

const storeName = (store: FooterAppStore): MessageId => `footer.store.${store}`;

/** Spec §2: the footer's app store links, each opening the store in a new tab. */
export function AppStoreLinks({ links }: { links: readonly FooterAppStoreLink[] }) {
  if (links.length === 0) return null;
  return (
    <FooterBlock heading="footer.getTheApp">
      <ul className={styles.badges}>
        {links.map((link) => (
          <li key={link.store}>
            <PortalLink to={link.url} newTab className={styles.badge}>
              <AppStoreIcon store={link.store} size={18} />
              <span className={styles.name}>
                <FormattedMessage id={storeName(link.store)} />
              </span>
            </PortalLink>
          </li>
        ))}
      </ul>
    </FooterBlock>
  );
}
