import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { chooseCookieConsent, useCookieConsentChoice } from '../../src/platform/cookie-consent';
import { useHydrated } from '../../src/platform/use-hydrated';
import { PortalLink } from '../../src/ui/PortalLink';
import { COOKIE_POLICY_PATH } from './footer-pages';
import styles from './CookieConsentBar.module.css';

/**
 * Spec §2, §7: the cookie/privacy consent bar, shown until the visitor allows or denies. It is portalled
 * to the body so the notice layer lies above the whole page, not only above the footer's own section.
 */
export function CookieConsentBar() {
  const intl = useIntl();
  const choice = useCookieConsentChoice();
  const hydrated = useHydrated();
  // The choice is in the browser's storage and the bar in its <body>: it shows once the page has hydrated.
  if (!hydrated || choice) return null;
  return createPortal(
    <div className={styles.bar} role="region" aria-label={intl.formatMessage({ id: 'footer.cookieConsent.label' })}>
      <p className={styles.message}>
        <FormattedMessage id="footer.cookieConsent.message" />{' '}
        <PortalLink to={COOKIE_POLICY_PATH} className={styles.policy}>
          <FormattedMessage id="footer.cookiePolicy" />
        </PortalLink>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.deny} onClick={() => chooseCookieConsent('deny')}>
          <FormattedMessage id="footer.cookieConsent.deny" />
        </button>
        <button type="button" className={styles.allow} onClick={() => chooseCookieConsent('allow')}>
          <FormattedMessage id="footer.cookieConsent.allow" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
