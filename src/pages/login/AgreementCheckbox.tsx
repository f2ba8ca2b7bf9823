import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AGREEMENT_PAGES } from '../../platform/account-links';
import type { Agreement } from './use-agreement';
import styles from './AccountForm.module.css';

const policyLink = (href: string) => (text: ReactNode[]) => (
  <a href={href} target="_blank" rel="noopener">
    {text}
  </a>
);

/** Spec §5: agreement to the user agreement, privacy policy and cookie policy, required before login or register. */
export function AgreementCheckbox({ agreement: { agreed, setAgreed, missing } }: { agreement: Agreement }) {
  return (
    <div className={styles.agreementField}>
      <label className={missing ? styles.agreementMissing : styles.agreement}>
        <input
          type="checkbox"
          className={styles.check}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-invalid={missing || undefined}
        />
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
