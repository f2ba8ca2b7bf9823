import type { LoginStatus } from '../../../common/generated/types';
import { loginWithCode } from '../../platform/session/auth-calls';
import { AccountForm } from './AccountForm';
import { AgreementCheckbox } from './AgreementCheckbox';
import { CodeField } from './CodeField';
import { TargetField } from './TargetField';
import type { Agreement } from './use-agreement';
import { useFormFields } from './use-form-fields';
import { useFormSubmission } from './use-form-submission';
import { useTargetField } from './use-target-field';
import { codeError } from './validation';

interface Props {
  agreement: Agreement;
  onLoggedIn(status: LoginStatus): void;
}

/** Login with a code sent to an e-mail address or a phone number. */
export function CodeLoginForm({ agreement, onLoggedIn }: Props) {
  const target = useTargetField();
  const fields = useFormFields({ code: '' });
  const [busy, submit] = useFormSubmission();

  const onSubmit = () => {
    const validTarget = target.check();
    const valid = fields.check(({ code }) => ({ code: codeError(code) }));
    const agreed = agreement.confirm();
    if (!validTarget || !valid || !agreed) return;
    void submit(async () => onLoggedIn(await loginWithCode({ target: validTarget, code: fields.values.code, agreeToTerms: agreed })));
  };

  return (
    <AccountForm submitLabel="account.login.submit" busy={busy} onSubmit={onSubmit}>
      <TargetField field={target} name="target" />
      <CodeField {...fields.bind('code')} purpose="LOGIN" target={target.check} />
      <AgreementCheckbox agreement={agreement} />
    </AccountForm>
  );
}
