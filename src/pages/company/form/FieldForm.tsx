import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../common/i18n/messages';
import type { FieldMessage } from './field-message';
import { FieldText } from './FieldText';
import styles from './form.module.css';

interface Props {
  /** The form's name for assistive technology. */
  label: string;
  submitLabel: MessageId;
  /** The form is being sent: the button turns and refuses a second press. */
  busy: boolean;
  /** A refusal of the server that names no field, shown above the button. */
  alert?: FieldMessage | undefined;
  onSubmit(): void;
  children: ReactNode;
}

/** A form checked by the page (noValidate: the browser's own bubbles would speak another language). */
export function FieldForm({ label, submitLabel, busy, alert, onSubmit, children }: Props) {
  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {alert && (
        <p className={styles.alert} role="alert">
          <FieldText message={alert} />
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {busy && <span className={styles.spinner} aria-hidden />}
        <FormattedMessage id={submitLabel} />
      </button>
    </form>
  );
}
