import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../platform/i18n/messages';
import type { FieldError } from './validation';
import styles from './AccountForm.module.css';

/** What a field of an account form takes from its form: its text, how to change it, its error. */
export interface FieldBinding {
  value: string;
  onValue(value: string): void;
  error?: FieldError | undefined;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'onChange' | 'value'>, FieldBinding {
  label: MessageId;
  placeholder?: MessageId;
  /** Shown inside the box, after the input (a show-password toggle, a send-code button). */
  trailing?: ReactNode;
}

/** A labelled input of an account form, with its error under it. */
export function TextField({ label, placeholder, value, onValue, error, trailing, ...input }: Props) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <div className={error ? styles.boxInvalid : styles.box}>
        <input
          {...input}
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing}
      </div>
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          <FormattedMessage id={error.id} values={error.values} />
        </p>
      )}
    </div>
  );
}
