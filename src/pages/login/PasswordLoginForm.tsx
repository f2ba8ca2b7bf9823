import { useState, type FormEvent } from 'react';
import type { LoginStatus } from '../../generated/types';
import { loginWithPassword } from '../../platform/session/auth-calls';
import { AgreementCheckbox } from './AgreementCheckbox';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { TargetField } from './TargetField';
import type { Agreement } from './use-agreement';
import { useFormSubmission } from './use-form-submission';
import { useTargetField } from './use-target-field';
import { passwordError, type FieldError } from './validation';
import styles from './AccountForm.module.css';

interface Props {
  agreement: Agreement;
  onLoggedIn(status: LoginStatus): void;
}

/** Login with an e-mail address or phone number and a password (sent RSA-encrypted). */
export function PasswordLoginForm({ agreement, onLoggedIn }: Props) {
  const account = useTargetField();
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<FieldError | undefined>(undefined);
  const [busy, submit] = useFormSubmission();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const validAccount = account.check();
    const problem = passwordError(password);
    setPasswordProblem(problem);
    const agreed = agreement.confirm();
    if (!validAccount || problem || !agreed) return;
    void submit(async () => onLoggedIn(await loginWithPassword({ account: validAccount, password, agreeToTerms: agreed })));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TargetField field={account} name="account" />
      <PasswordField
        label="account.field.password"
        placeholder="account.field.passwordPlaceholder"
        value={password}
        onValue={setPassword}
        error={passwordProblem}
        autoComplete="current-password"
      />
      <AgreementCheckbox checked={agreement.agreed} onChecked={agreement.setAgreed} missing={agreement.missing} />
      <SubmitButton label="account.login.submit" busy={busy} />
    </form>
  );
}
