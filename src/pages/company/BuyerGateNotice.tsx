import { FormattedMessage } from 'react-intl';
import { companyCompletionUrl, loginPageUrl, registerPageUrl, workbenchUrl } from '../../platform/account-links';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import type { UserType } from '../../platform/session';
import styles from './BuyerGateNotice.module.css';

/** What stands between a person and a buyer's form (role-gates' gates, explained in place rather than in a dialog). */
export type FormGate = { kind: 'visitor' } | { kind: 'notBuyer'; userType: UserType } | { kind: 'companyIncomplete' };

interface Props {
  gate: FormGate;
  language: Language;
  /** Where login, register and company completion come back to: this page (spec §2). */
  returnTo: string;
  /** Spec §2: the login prompt's requirement, what the person wanted to do. */
  requirement: string;
  /** Spec §4: buyer registration is open (the flag mask's bit); no way to register is offered while it is not. */
  registrationOpen: boolean;
}

interface Step {
  label: MessageId;
  href: string;
}

function noticeOf({ gate, language, returnTo, requirement, registrationOpen }: Props): { message: MessageId; steps: Step[] } {
  const register: Step[] = registrationOpen ? [{ label: 'auth.register', href: registerPageUrl(language, returnTo, requirement) }] : [];
  switch (gate.kind) {
    // Spec §5: the visitor's notice with Sign In and Register.
    case 'visitor':
      return { message: 'auth.visitorNotice', steps: [{ label: 'auth.signIn', href: loginPageUrl(language, returnTo, requirement) }, ...register] };
    // Spec §8: the register prompt; and the way to the person's own workbench, so the page is no dead end.
    case 'notBuyer':
      return {
        message: registrationOpen ? 'buyer.registerPrompt' : 'auth.error.registrationClosed',
        steps: [...register, { label: 'company.form.gate.workbench', href: workbenchUrl(gate.userType, language) }],
      };
    // Spec §8: the company notice with Complete now, back here once it is done.
    case 'companyIncomplete':
      return { message: 'company.incompleteNotice', steps: [{ label: 'company.completeNow', href: companyCompletionUrl(language, returnTo) }] };
  }
}

/** Why the form is not shown, and the next step: a page of its own (full load), as role-gates' prompts lead. */
export function BuyerGateNotice(props: Props) {
  const { message, steps } = noticeOf(props);
  return (
    <section className={styles.notice} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" width="44" height="44" aria-hidden>
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.text}>
        <FormattedMessage id={message} />
      </p>
      <div className={styles.steps}>
        {steps.map((step, index) => (
          <a key={step.label} className={index === 0 ? styles.primary : styles.secondary} href={step.href}>
            <FormattedMessage id={step.label} />
          </a>
        ))}
      </div>
    </section>
  );
}
