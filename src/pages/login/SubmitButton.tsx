import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './AccountForm.module.css';

/** The form's main button; while the form is being sent it turns and refuses a second press. */
export function SubmitButton({ label, busy }: { label: MessageId; busy: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy && <span className={styles.spinner} aria-hidden />}
      <FormattedMessage id={label} />
    </button>
  );
}
