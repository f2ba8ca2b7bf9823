import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE_STATES, type LiveState } from '../../platform/lives/lives';
import styles from './LiveStateFilter.module.css';

interface Props {
  /** The state shown; undefined: every live. */
  state: LiveState | undefined;
  onChange(state: LiveState | undefined): void;
}

/** The live list's tabs: All, Live, Upcoming, Ended; the chosen one red. */
export function LiveStateFilter({ state, onChange }: Props) {
  const intl = useIntl();
  return (
    <div className={styles.tabs} role="group" aria-label={intl.formatMessage({ id: 'lives.filter.label' })}>
      {[undefined, ...LIVE_STATES].map((each) => (
        <button key={each ?? 'all'} type="button" className={styles.tab} aria-pressed={each === state} onClick={() => onChange(each)}>
          <FormattedMessage id={each ? `lives.state.${each}` : 'lives.filter.all'} />
        </button>
      ))}
    </div>
  );
}
