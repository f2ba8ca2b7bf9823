import { FormattedMessage, useIntl } from 'react-intl';
import { placeOfChange, valueOfChange, type Change } from './document-diff';
import type { PageConfigDocument } from './editor-document';
import styles from './OperatorPage.module.css';

interface Props {
  before: PageConfigDocument;
  after: PageConfigDocument;
  /** The changes from `before` to `after` (diffDocuments), worked out once by the caller, which counts them too. */
  changes: readonly Change[];
  /** Names the list for assistive technology: "Changes in version 3". */
  label: string;
}

/** What changed from one document to the other, a line per field, in the operator's words. */
export function ChangeList({ before, after, changes, label }: Props) {
  const intl = useIntl();
  if (changes.length === 0)
    return (
      <p className={styles.hint}>
        <FormattedMessage id="operator.diff.none" />
      </p>
    );
  const line = (change: Change) => {
    const place = placeOfChange(change.path, change.kind === 'removed' ? before : after, intl);
    switch (change.kind) {
      case 'changed':
        return intl.formatMessage({ id: 'operator.diff.changed' }, { place, before: valueOfChange(change.before), after: valueOfChange(change.after) });
      case 'added':
        return intl.formatMessage({ id: 'operator.diff.added' }, { place, value: valueOfChange(change.after) });
      case 'removed':
        return intl.formatMessage({ id: 'operator.diff.removed' }, { place, value: valueOfChange(change.before) });
      case 'reordered':
        return intl.formatMessage({ id: 'operator.diff.reordered' }, { place });
    }
  };
  return (
    <ul className={styles.changes} aria-label={label}>
      {changes.map((change, index) => (
        <li key={`${change.kind}|${change.path.join('/')}|${index}`}>{line(change)}</li>
      ))}
    </ul>
  );
}
