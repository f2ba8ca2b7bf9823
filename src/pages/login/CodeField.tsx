import { FormattedMessage } from 'react-intl';
import { translate } from '../../platform/i18n/messages';
import { getCurrentLanguage } from '../../platform/language';
import { sendCode, type CodePurpose } from '../../platform/session/auth-calls';
import { showToast } from '../../platform/toast';
import { TextField, type FieldBinding } from './TextField';
import { useFormSubmission } from './use-form-submission';
import { useResendCountdown } from './use-resend-countdown';
import styles from './AccountForm.module.css';

interface Props extends FieldBinding {
  purpose: CodePurpose;
  /** The e-mail address or phone number to send the code to, or undefined when it is not valid (its field says why). */
  target(): string | undefined;
}

/** The verification code, with the button that sends it and then counts down to the next send. */
export function CodeField({ value, onValue, error, purpose, target }: Props) {
  const countdown = useResendCountdown();
  const [sending, submit] = useFormSubmission();
  const send = () => {
    const to = target();
    if (to === undefined) return;
    void submit(async () => {
      await sendCode(to, purpose);
      countdown.start();
      showToast(translate(getCurrentLanguage(), 'account.code.sent'));
    });
  };
  return (
    <TextField
      label="account.field.code"
      placeholder="account.field.codePlaceholder"
      value={value}
      onValue={(typed) => onValue(typed.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      trailing={
        <button type="button" className={styles.send} disabled={sending || countdown.secondsLeft > 0} onClick={send}>
          {countdown.secondsLeft > 0 ? (
            <FormattedMessage id="account.code.resendIn" values={{ seconds: countdown.secondsLeft }} />
          ) : (
            <FormattedMessage id="account.code.send" />
          )}
        </button>
      }
    />
  );
}
