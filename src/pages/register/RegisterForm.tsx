import type { LoginStatus } from '../../../common/generated/types';
import { registerBuyer, type Registration } from '../../platform/session/auth-calls';
import { AccountForm } from '../login/AccountForm';
import { AgreementCheckbox } from '../login/AgreementCheckbox';
import { CodeField } from '../login/CodeField';
import { PasswordField } from '../login/PasswordField';
import { TargetField } from '../login/TargetField';
import { TextField } from '../login/TextField';
import { useAgreement } from '../login/use-agreement';
import { useFormFields } from '../login/use-form-fields';
import { useFormSubmission } from '../login/use-form-submission';
import { useTargetField } from '../login/use-target-field';
import { codeError, nameError, newPasswordError } from '../login/validation';

interface Props {
  onRegistered(status: LoginStatus): void;
  /** The register call: the buyer register unless another is given (the media register). */
  register?: (registration: Registration) => Promise<LoginStatus>;
}

/** A buyer registers with an e-mail address or phone number (and the code sent to it), a name and a password. */
export function RegisterForm({ onRegistered, register = registerBuyer }: Props) {
  const target = useTargetField();
  const fields = useFormFields({ code: '', name: '', password: '' });
  const agreement = useAgreement();
  const [busy, submit] = useFormSubmission();

  const onSubmit = () => {
    const validTarget = target.check();
    const valid = fields.check(({ code, name, password }) => ({ code: codeError(code), name: nameError(name), password: newPasswordError(password) }));
    const agreed = agreement.confirm();
    if (!validTarget || !valid || !agreed) return;
    const { code, name, password } = fields.values;
    void submit(async () => onRegistered(await register({ target: validTarget, code, name: name.trim(), password, agreeToTerms: agreed })));
  };

  return (
    <AccountForm submitLabel="account.register.submit" busy={busy} onSubmit={onSubmit}>
      <TargetField field={target} name="target" />
      <CodeField {...fields.bind('code')} purpose="REGISTER" target={target.check} />
      <TextField {...fields.bind('name')} label="account.field.name" placeholder="account.field.namePlaceholder" autoComplete="name" name="name" />
      <PasswordField
        {...fields.bind('password')}
        label="account.field.password"
        placeholder="account.field.newPasswordPlaceholder"
        autoComplete="new-password"
      />
      <AgreementCheckbox agreement={agreement} />
    </AccountForm>
  );
}
