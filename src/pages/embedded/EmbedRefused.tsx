import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { PortalLink } from '../../ui/PortalLink';
import styles from './EmbedRefused.module.css';

interface Props {
  language: Language;
  /** The site refused; absent when the address was missing or not a web page. */
  host: string | undefined;
  url: string | null;
}

/**
 * Why the page is not framed, and the ways on: home, or (for a web page of another site) opening it in the
 * browser after the spec's leave-site confirmation.
 */
export function EmbedRefused({ language, host, url }: Props) {
  return (
    <main className={styles.refused} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden>
        <rect x="6" y="9" width="36" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 17h36M17 25l14 9M31 25 17 34" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 className={styles.title}>
        <FormattedMessage id="embedded-page.refused" />
      </h2>
      <p className={styles.text}>
        {host ? <FormattedMessage id="embedded-page.refusedHost" values={{ host }} /> : <FormattedMessage id="embedded-page.refusedMissing" />}
      </p>
      {host && url && (
        <PortalLink to={url} className={styles.outside}>
          <FormattedMessage id="embedded-page.openOutside" values={{ host }} />
        </PortalLink>
      )}
      <Link className={styles.home} to={`/m/${language}/`}>
        <FormattedMessage id="page.backHome" />
      </Link>
    </main>
  );
}
