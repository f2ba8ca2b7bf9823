import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import { TextField, type FieldBinding } from './TextField';
import styles from './AccountForm.module.css';

interface Props extends FieldBinding {
  label: MessageId;
  placeholder: MessageId;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a toggle to see what was typed. */
export function PasswordField({ label, placeholder, value, onValue, error, autoComplete }: Props) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onValue={onValue}
      error={error}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: visible ? 'account.password.hide' : 'account.password.show' })}
          onClick={() => setVisible(!visible)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
            <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.7" />
            {!visible && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
