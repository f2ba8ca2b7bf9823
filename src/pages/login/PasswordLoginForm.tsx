import type { LoginStatus } from '../../../common/generated/types';
import { loginWithPassword, type PasswordCredentials } from '../../platform/session/auth-calls';
import { AccountForm } from './AccountForm';
import { AgreementCheckbox } from './AgreementCheckbox';
import { PasswordField } from './PasswordField';
import { TargetField } from './TargetField';
import type { Agreement } from './use-agreement';
import { useFormFields } from './use-form-fields';
import { useFormSubmission } from './use-form-submission';
import { useTargetField } from './use-target-field';
import { passwordError } from './validation';

interface Props {
  agreement: Agreement;
  onLoggedIn(status: LoginStatus): void;
  /** The login call: the member login unless another is given (the media login). */
  logIn?: (credentials: PasswordCredentials) => Promise<LoginStatus>;
}

/** Login with an e-mail address or phone number and a password (sent RSA-encrypted). */
export function PasswordLoginForm({ agreement, onLoggedIn, logIn = loginWithPassword }: Props) {
  const account = useTargetField();
  const fields = useFormFields({ password: '' });
  const [busy, submit] = useFormSubmission();

  const onSubmit = () => {
    const validAccount = account.check();
    const valid = fields.check(({ password }) => ({ password: passwordError(password) }));
    const agreed = agreement.confirm();
    if (!validAccount || !valid || !agreed) return;
    void submit(async () => onLoggedIn(await logIn({ account: validAccount, password: fields.values.password, agreeToTerms: agreed })));
  };

  return (
    <AccountForm submitLabel="account.login.submit" busy={busy} onSubmit={onSubmit}>
      <TargetField field={account} name="account" />
      <PasswordField
        {...fields.bind('password')}
        label="account.field.password"
        placeholder="account.field.passwordPlaceholder"
        autoComplete="current-password"
      />
      <AgreementCheckbox agreement={agreement} />
    </AccountForm>
  );
}
