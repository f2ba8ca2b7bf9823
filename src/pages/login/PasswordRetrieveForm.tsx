import { useState, type FormEvent } from 'react';
import { translate } from '../../platform/i18n/messages';
import { getCurrentLanguage } from '../../platform/language';
import { retrievePassword } from '../../platform/session/auth-calls';
import { showToast } from '../../platform/toast';
import { CodeField } from './CodeField';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { TargetField } from './TargetField';
import { useFormSubmission } from './use-form-submission';
import { useTargetField } from './use-target-field';
import { codeError, errorsOf, newPasswordError, type FieldError, type FieldErrors } from './validation';
import styles from './AccountForm.module.css';

type Field = 'code' | 'newPassword' | 'confirmation';

const mismatch = (password: string, confirmation: string): FieldError | undefined =>
  password === confirmation ? undefined : { id: 'account.error.passwordMismatch' };

/** Spec §2 password retrieve (#/password-retrieve): a code to the e-mail address or phone, then a new password. */
export function PasswordRetrieveForm({ onDone }: { onDone(): void }) {
  const target = useTargetField();
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, submit] = useFormSubmission();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const validTarget = target.check();
    const found = errorsOf<Field>({ code: codeError(code), newPassword: newPasswordError(newPassword), confirmation: mismatch(newPassword, confirmation) });
    setErrors(found);
    if (!validTarget || Object.keys(found).length > 0) return;
    void submit(async () => {
      await retrievePassword({ target: validTarget, code, newPassword });
      showToast(translate(getCurrentLanguage(), 'account.retrieve.done'));
      onDone();
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TargetField field={target} name="target" />
      <CodeField value={code} onValue={setCode} error={errors.code} purpose="RETRIEVE_PASSWORD" target={target.check} />
      <PasswordField
        label="account.field.newPassword"
        placeholder="account.field.newPasswordPlaceholder"
        value={newPassword}
        onValue={setNewPassword}
        error={errors.newPassword}
        autoComplete="new-password"
      />
      <PasswordField
        label="account.field.confirmPassword"
        placeholder="account.field.confirmPasswordPlaceholder"
        value={confirmation}
        onValue={setConfirmation}
        error={errors.confirmation}
        autoComplete="new-password"
      />
      <SubmitButton label="account.retrieve.submit" busy={busy} />
    </form>
  );
}
