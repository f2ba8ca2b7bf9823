import { FormattedMessage, useIntl } from 'react-intl';
import { PortalLink } from '../../src/ui/PortalLink';
import styles from './Overlay.module.css';

interface Props {
  href: string;
  onActivate(): void;
}

/** Spec §2: the floating APP button; the page is on another site, so PortalLink asks before leaving. */
export function AppButton({ href, onActivate }: Props) {
  const intl = useIntl();
  return (
    <PortalLink to={href} newTab className={styles.app} onActivate={onActivate} aria-label={intl.formatMessage({ id: 'floating-window.appButtonLabel' })}>
      <svg className={styles.appIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden>
        <rect x="6" y="2.5" width="12" height="19" rx="2.6" fill="none" stroke="currentColor" strokeWidth="1.9" />
        <path d="M10.5 18.2h3" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
        <path d="M12 6.5v6.2m-2.6-2.6L12 12.7l2.6-2.6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.appText}>
        <FormattedMessage id="floating-window.appButton" />
      </span>
    </PortalLink>
  );
}
