import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnalyticsConsent } from '../../src/platform/analytics';
import { chooseCookieConsent, useCookieConsentChoice, useCookieSettingsOpen } from '../../src/platform/cookie-consent';
import { useHydrated } from '../../src/platform/use-hydrated';
import { PortalLink } from '../../src/ui/PortalLink';
import { COOKIE_POLICY_PATH } from './footer-pages';
import styles from './CookieConsentBar.module.css';

interface Props {
  /** The page settings hide the bar: it shows only when the visitor opens it from the footer's Cookie settings. */
  hidden: boolean;
}

/**
 * Spec §2, §7: the cookie/privacy consent bar, shown until the visitor allows or denies, and again from the
 * footer's Cookie settings (issue 29). It is portalled to the body so the notice layer lies above the whole
 * page, not only above the footer's own section.
 */
export function CookieConsentBar({ hidden }: Props) {
  const intl = useIntl();
  const choice = useCookieConsentChoice();
  const reopened = useCookieSettingsOpen();
  const hydrated = useHydrated();
  const bar = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Opened from Cookie settings: focus goes to the bar, and back to the button once the visitor has chosen.
  useEffect(() => {
    if (!reopened) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    bar.current?.focus();
  }, [reopened]);
  const choose = (next: AnalyticsConsent) => {
    chooseCookieConsent(next);
    opener.current?.focus();
    opener.current = null;
  };
  // The choice is in the browser's storage and the bar in its <body>: it shows once the page has hydrated.
  if (!hydrated || !(reopened || (!choice && !hidden))) return null;
  return createPortal(
    <div ref={bar} tabIndex={-1} className={styles.bar} role="region" aria-label={intl.formatMessage({ id: 'footer.cookieConsent.label' })}>
      <p className={styles.message}>
        <FormattedMessage id="footer.cookieConsent.message" />{' '}
        <PortalLink to={COOKIE_POLICY_PATH} className={styles.policy}>
          <FormattedMessage id="footer.cookiePolicy" />
        </PortalLink>
      </p>
      {choice && (
        <p className={styles.current}>
          <FormattedMessage id={choice === 'allow' ? 'footer.cookieConsent.currentAllow' : 'footer.cookieConsent.currentDeny'} />
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.deny} onClick={() => choose('deny')}>
          <FormattedMessage id="footer.cookieConsent.deny" />
        </button>
        <button type="button" className={styles.allow} onClick={() => choose('allow')}>
          <FormattedMessage id="footer.cookieConsent.allow" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
