import { useState, type FormEvent } from 'react';
import type { LoginStatus } from '../../generated/types';
import { loginWithCode } from '../../platform/session/auth-calls';
import { AgreementCheckbox } from './AgreementCheckbox';
import { CodeField } from './CodeField';
import { SubmitButton } from './SubmitButton';
import { TargetField } from './TargetField';
import type { Agreement } from './use-agreement';
import { useFormSubmission } from './use-form-submission';
import { useTargetField } from './use-target-field';
import { codeError, type FieldError } from './validation';
import styles from './AccountForm.module.css';

interface Props {
  agreement: Agreement;
  onLoggedIn(status: LoginStatus): void;
}

/** Login with a code sent to an e-mail address or a phone number. */
export function CodeLoginForm({ agreement, onLoggedIn }: Props) {
  const target = useTargetField();
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<FieldError | undefined>(undefined);
  const [busy, submit] = useFormSubmission();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const validTarget = target.check();
    const problem = codeError(code);
    setCodeProblem(problem);
    const agreed = agreement.confirm();
    if (!validTarget || problem || !agreed) return;
    void submit(async () => onLoggedIn(await loginWithCode({ target: validTarget, code, agreeToTerms: agreed })));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TargetField field={target} name="target" />
      <CodeField value={code} onValue={setCode} error={codeProblem} purpose="LOGIN" target={target.check} />
      <AgreementCheckbox checked={agreement.agreed} onChecked={agreement.setAgreed} missing={agreement.missing} />
      <SubmitButton label="account.login.submit" busy={busy} />
    </form>
  );
}
