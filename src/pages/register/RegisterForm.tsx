import { useState, type FormEvent } from 'react';
import type { LoginStatus } from '../../generated/types';
import { registerBuyer } from '../../platform/session/auth-calls';
import { AgreementCheckbox } from '../login/AgreementCheckbox';
import { CodeField } from '../login/CodeField';
import { PasswordField } from '../login/PasswordField';
import { SubmitButton } from '../login/SubmitButton';
import { TargetField } from '../login/TargetField';
import { TextField } from '../login/TextField';
import { useAgreement } from '../login/use-agreement';
import { useFormSubmission } from '../login/use-form-submission';
import { useTargetField } from '../login/use-target-field';
import { codeError, errorsOf, nameError, newPasswordError, type FieldErrors } from '../login/validation';
import styles from '../login/AccountForm.module.css';

type Field = 'code' | 'name' | 'password';

/** A buyer registers with an e-mail address or phone number (and the code sent to it), a name and a password. */
export function RegisterForm({ onRegistered }: { onRegistered(status: LoginStatus): void }) {
  const target = useTargetField();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const agreement = useAgreement();
  const [busy, submit] = useFormSubmission();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const validTarget = target.check();
    const found = errorsOf<Field>({ code: codeError(code), name: nameError(name), password: newPasswordError(password) });
    setErrors(found);
    const agreed = agreement.confirm();
    if (!validTarget || Object.keys(found).length > 0 || !agreed) return;
    void submit(async () => onRegistered(await registerBuyer({ target: validTarget, code, name: name.trim(), password, agreeToTerms: agreed })));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TargetField field={target} name="target" />
      <CodeField value={code} onValue={setCode} error={errors.code} purpose="REGISTER" target={target.check} />
      <TextField
        label="account.field.name"
        placeholder="account.field.namePlaceholder"
        value={name}
        onValue={setName}
        error={errors.name}
        autoComplete="name"
        name="name"
      />
      <PasswordField
        label="account.field.password"
        placeholder="account.field.newPasswordPlaceholder"
        value={password}
        onValue={setPassword}
        error={errors.password}
        autoComplete="new-password"
      />
      <AgreementCheckbox checked={agreement.agreed} onChecked={agreement.setAgreed} missing={agreement.missing} />
      <SubmitButton label="account.register.submit" busy={busy} />
    </form>
  );
}
