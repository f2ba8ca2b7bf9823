import { FormattedMessage } from 'react-intl';
import type { LiveState } from '../../platform/lives/lives';
import styles from './LiveStateBadge.module.css';

/** Live (red, the one to watch), upcoming or ended. */
export function LiveStateBadge({ state }: { state: LiveState }) {
  return (
    <span className={styles[state]}>
      {state === 'LIVE' && <span className={styles.dot} aria-hidden />}
      <FormattedMessage id={`lives.state.${state}`} />
    </span>
  );
}
