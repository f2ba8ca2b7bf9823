import { FormattedMessage } from 'react-intl';
import styles from './SectionFrame.module.css';
import type { SkippedPlan } from './types';

/**
 * In the operator's live preview, where a section stands that visitors would not see because its data is invalid
 * or its key unknown: the operator sees which, and why, instead of a page that silently lacks it.
 */
export function SkippedSectionMark({ plan }: { plan: SkippedPlan }) {
  return (
    <section className={styles.skipped} data-section={plan.key} data-skipped={plan.status} role="note">
      <strong>
        <FormattedMessage id={plan.status === 'invalid' ? 'live-preview.invalid' : 'live-preview.unknown'} values={{ key: plan.key }} />
      </strong>
      <span className={styles.skippedReason}>{plan.reason}</span>
    </section>
  );
}
