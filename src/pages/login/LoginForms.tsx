import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LoginStatus } from '../../../common/generated/types';
import type { MessageId } from '../../../common/i18n/messages';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { useAgreement } from './use-agreement';
import styles from './AccountForm.module.css';

type Method = 'password' | 'code';

const METHOD_LABELS: Record<Method, MessageId> = { password: 'account.login.byPassword', code: 'account.login.byCode' };

/** The two ways to log in (spec §2: with a password, with a phone or e-mail code), as tabs. */
export function LoginForms({ onLoggedIn }: { onLoggedIn(status: LoginStatus): void }) {
  const [method, setMethod] = useState<Method>('password');
  const agreement = useAgreement();
  const id = useId();
  return (
    <>
      <div className={styles.tabs} role="tablist">
        {(Object.keys(METHOD_LABELS) as Method[]).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            id={`${id}-${option}`}
            aria-selected={option === method}
            aria-controls={`${id}-panel`}
            className={option === method ? styles.tabChosen : styles.tab}
            onClick={() => setMethod(option)}
          >
            <FormattedMessage id={METHOD_LABELS[option]} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${method}`}>
        {method === 'password' ? (
          <PasswordLoginForm agreement={agreement} onLoggedIn={onLoggedIn} />
        ) : (
          <CodeLoginForm agreement={agreement} onLoggedIn={onLoggedIn} />
        )}
      </div>
    </>
  );
}
