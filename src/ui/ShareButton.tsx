import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../common/language';
import { createShortLink, shortLinkAddress } from '../platform/short-links';
import { showToast } from '../platform/toast';
import styles from './ShareButton.module.css';

/**
 * Shares the page it is on by a short link (spec §7): the system's share sheet where there is one, else the
 * link is copied. A failed call has told the visitor already (the request's toast).
 */
export function ShareButton({ language, title }: { language: Language; title: string }) {
  const intl = useIntl();
  const location = useLocation();
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      const { code } = await createShortLink(`${location.pathname}${location.search}${location.hash}`);
      const url = shortLinkAddress(window.location.origin, language, code);
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url }).catch((error: unknown) => {
          // The visitor closed the share sheet: nothing to say.
          if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
        });
      } else {
        await navigator.clipboard.writeText(url);
        showToast(intl.formatMessage({ id: 'share.copied' }, { url }));
      }
    } catch (error) {
      console.warn('[share] the page could not be shared:', error);
    } finally {
      setSharing(false);
    }
  };
  return (
    <button type="button" className={styles.share} onClick={() => void share()} disabled={sharing} aria-busy={sharing}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden>
        <circle cx="15" cy="4.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
        <circle cx="5" cy="10" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
        <circle cx="15" cy="15.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
        <path d="m7.2 8.8 5.6-3.1M7.2 11.2l5.6 3.1" stroke="currentColor" strokeWidth="1.7" />
      </svg>
      <FormattedMessage id="share.label" />
    </button>
  );
}
