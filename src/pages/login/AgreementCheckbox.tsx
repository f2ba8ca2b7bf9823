import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AGREEMENT_PAGES } from '../../platform/account-links';
import styles from './AccountForm.module.css';

interface Props {
  checked: boolean;
  onChecked(checked: boolean): void;
  /** The person tried to go on without agreeing. */
  missing: boolean;
}

const policyLink = (href: string) => (text: ReactNode[]) => (
  <a href={href} target="_blank" rel="noopener">
    {text}
  </a>
);

/** Spec §5: agreement to the user agreement, privacy policy and cookie policy, required before login or register. */
export function AgreementCheckbox({ checked, onChecked, missing }: Props) {
  return (
    <div className={styles.agreementField}>
      <label className={missing ? styles.agreementMissing : styles.agreement}>
        <input type="checkbox" className={styles.check} checked={checked} onChange={(event) => onChecked(event.target.checked)} aria-invalid={missing || undefined} />
        <span>
          <FormattedMessage
            id="account.agreement"
            values={{
              userAgreement: policyLink(AGREEMENT_PAGES.userAgreement),
              privacyPolicy: policyLink(AGREEMENT_PAGES.privacyPolicy),
              cookiePolicy: policyLink(AGREEMENT_PAGES.cookiePolicy),
            }}
          />
        </span>
      </label>
      {missing && (
        <p className={styles.error} role="alert">
          <FormattedMessage id="account.agreement.required" />
        </p>
      )}
    </div>
  );
}
