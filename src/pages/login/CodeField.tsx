import { FormattedMessage } from 'react-intl';
import { translate } from '../../../common/i18n/messages';
import { RequestFailure } from '../../platform/request-failure';
import { getCurrentLanguage } from '../../../common/language';
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

/**
 * The seconds the server asks to wait before another code (E429_CODE_TOO_SOON): its back-off grows past the 60 s
 * the button counts after a send (issue 24), and its message, in either language, names the seconds.
 */
function codeWaitSecondsOf(error: unknown): number | undefined {
  if (!(error instanceof RequestFailure) || error.errorCode !== 'E429_CODE_TOO_SOON') return undefined;
  const seconds = Number(/\d+/.exec(error.errorMessage ?? '')?.[0]);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** The verification code, with the button that sends it and then counts down to the next send. */
export function CodeField({ value, onValue, error, purpose, target }: Props) {
  const countdown = useResendCountdown();
  const [sending, submit] = useFormSubmission();
  const send = () => {
    const to = target();
    if (to === undefined) return;
    void submit(async () => {
      try {
        await sendCode(to, purpose);
      } catch (error) {
        const wait = codeWaitSecondsOf(error);
        if (wait !== undefined) countdown.start(wait);
        throw error;
      }
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
