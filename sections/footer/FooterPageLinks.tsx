import { FormattedMessage, useIntl } from 'react-intl';
import { openCookieSettings } from '../../src/platform/cookie-consent';
import { PortalLink } from '../../src/ui/PortalLink';
import { FOOTER_PAGES } from './footer-pages';
import styles from './FooterPageLinks.module.css';

export function FooterPageLinks() {
  const intl = useIntl();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'footer.pages' })}>
      <ul className={styles.links}>
        {FOOTER_PAGES.map((page) => (
          <li key={page.path} className={styles.item}>
            <PortalLink to={page.path} className={styles.link}>
              <FormattedMessage id={page.label} />
            </PortalLink>
          </li>
        ))}
        {/* Issue 29: the cookie choice can be changed at any time, as easily as it was made. */}
        <li className={`${styles.item} ${styles.settingsItem}`}>
          <button type="button" className={`${styles.link} ${styles.settings}`} onClick={openCookieSettings}>
            <FormattedMessage id="footer.cookieSettings" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
