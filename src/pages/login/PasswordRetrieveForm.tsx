import { translate } from '../../../common/i18n/messages';
import { getCurrentLanguage } from '../../../common/language';
import { retrievePassword } from '../../platform/session/auth-calls';
import { showToast } from '../../platform/toast';
import { AccountForm } from './AccountForm';
import { CodeField } from './CodeField';
import { PasswordField } from './PasswordField';
import { TargetField } from './TargetField';
import { useFormFields } from './use-form-fields';
import { useFormSubmission } from './use-form-submission';
import { useTargetField } from './use-target-field';
import { codeError, newPasswordError, type FieldError } from './validation';

const mismatch = (password: string, confirmation: string): FieldError | undefined =>
  password === confirmation ? undefined : { id: 'account.error.passwordMismatch' };

/** Spec §2 password retrieve (#/password-retrieve): a code to the e-mail address or phone, then a new password. */
export function PasswordRetrieveForm({ onDone }: { onDone(): void }) {
  const target = useTargetField();
  const fields = useFormFields({ code: '', newPassword: '', confirmation: '' });
  const [busy, submit] = useFormSubmission();

  const onSubmit = () => {
    const validTarget = target.check();
    const valid = fields.check(({ code, newPassword, confirmation }) => ({
      code: codeError(code),
      newPassword: newPasswordError(newPassword),
      confirmation: mismatch(newPassword, confirmation),
    }));
    if (!validTarget || !valid) return;
    const { code, newPassword } = fields.values;
    void submit(async () => {
      await retrievePassword({ target: validTarget, code, newPassword });
      showToast(translate(getCurrentLanguage(), 'account.retrieve.done'));
      onDone();
    });
  };

  return (
    <AccountForm submitLabel="account.retrieve.submit" busy={busy} onSubmit={onSubmit}>
      <TargetField field={target} name="target" />
      <CodeField {...fields.bind('code')} purpose="RETRIEVE_PASSWORD" target={target.check} />
      <PasswordField
        {...fields.bind('newPassword')}
        label="account.field.newPassword"
        placeholder="account.field.newPasswordPlaceholder"
        autoComplete="new-password"
      />
      <PasswordField
        {...fields.bind('confirmation')}
        label="account.field.confirmPassword"
        placeholder="account.field.confirmPasswordPlaceholder"
        autoComplete="new-password"
      />
    </AccountForm>
  );
}
