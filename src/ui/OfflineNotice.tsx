import { FormattedMessage } from 'react-intl';
import { useOnline } from '../platform/offline/use-online';
import styles from './OfflineNotice.module.css';

/** Issue 29: says the visitor is offline — the page is the copy last kept (public/sw.js) — until the network is back. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className={styles.notice} role="status" data-offline-notice>
      <FormattedMessage id="offline.notice" />
    </p>
  );
}
