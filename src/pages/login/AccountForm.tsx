import type { ReactNode } from 'react';
import type { MessageId } from '../../../common/i18n/messages';
import { SubmitButton } from './SubmitButton';
import styles from './AccountForm.module.css';

interface Props {
  submitLabel: MessageId;
  /** The form is being sent (use-form-submission.ts). */
  busy: boolean;
  onSubmit(): void;
  /** The form's fields. */
  children: ReactNode;
}

/** An account form: its fields, then its main button. The form checks its fields itself (validation.ts), not the browser. */
export function AccountForm({ submitLabel, busy, onSubmit, children }: Props) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <SubmitButton label={submitLabel} busy={busy} />
    </form>
  );
}
