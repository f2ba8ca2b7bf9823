import { useIntl } from 'react-intl';
import { useImStatus } from '../../platform/im/im-status';
import styles from './HeaderImStatus.module.css';

/**
 * Spec §2 header user area: the IM status beside the unread badge, as a dot on the avatar's corner — filled when
 * online, a ring while connecting, crossed when unavailable, so it is not told by colour alone — named for screen
 * readers. Only for the roles with IM (spec §6); the user menu decides.
 */
export function ImStatusDot() {
  const intl = useIntl();
  const status = useImStatus();
  const label = intl.formatMessage({ id: `header.imStatus.${status}` });
  return <span className={styles.dot} data-status={status} role="img" aria-label={label} title={label} />;
}

/** The same status in words, in the user menu's panel. */
export function ImStatusLine() {
  const intl = useIntl();
  const status = useImStatus();
  return (
    <span className={styles.line} data-status={status}>
      <span className={styles.lineDot} aria-hidden />
      {intl.formatMessage({ id: `header.imStatus.${status}` })}
    </span>
  );
}
