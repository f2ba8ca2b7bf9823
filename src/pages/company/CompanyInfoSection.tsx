import { FormattedMessage } from 'react-intl';
import { useHomeFlag } from '../../engine/home-page-config';
import type { BuyerType } from '../../../common/generated/types';
import { useCompanyInfo } from '../../platform/company-info/company-info-queries';
import type { Language } from '../../../common/language';
import { useSession, useSessionPending } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { BuyerGateNotice } from './BuyerGateNotice';
import { CompanyInfoForm } from './CompanyInfoForm';
import styles from './CompanyInfoSection.module.css';

interface Props {
  language: Language;
  defaultBuyerType: BuyerType;
  /** This page, where login and register come back to. */
  returnTo: string;
  onSaved(): void;
}

/** Spec §2: what the login prompt's requirement says the person came for. */
const REQUIREMENT = 'companyInfo';

/**
 * Who may complete company information: a buyer (spec §6). A visitor is asked to sign in or register, a
 * non-buyer offered to register as a buyer, in place: the page never ends without a next step.
 */
export function CompanyInfoSection({ language, defaultBuyerType, returnTo, onSaved }: Props) {
  const session = useSession();
  const sessionPending = useSessionPending();
  // Spec §4: the prompts offer to register only while buyer registration is open (unknown: open).
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') !== false;
  const gatePages = { language, returnTo, requirement: REQUIREMENT, registrationOpen };
  if (sessionPending) return <ListLoading />;
  if (session.status !== 'authenticated') return <BuyerGateNotice gate={{ kind: 'visitor' }} {...gatePages} />;
  if (session.userType !== 'BUYER') return <BuyerGateNotice gate={{ kind: 'notBuyer', userType: session.userType }} {...gatePages} />;
  return <CompanyInfoEditor language={language} userId={session.id} defaultBuyerType={defaultBuyerType} onSaved={onSaved} />;
}

function CompanyInfoEditor({
  language,
  userId,
  defaultBuyerType,
  onSaved,
}: {
  language: Language;
  userId: string;
  defaultBuyerType: BuyerType;
  onSaved(): void;
}) {
  const stored = useCompanyInfo(userId);
  if (stored.isPending) return <ListLoading />;
  if (stored.isError) return <LoadFailed onReload={() => void stored.refetch()} />;
  return (
    <section className={styles.section} aria-labelledby="company-form-heading">
      <h2 id="company-form-heading" className={styles.heading}>
        <FormattedMessage id="company.form.heading" />
      </h2>
      <p className={styles.intro}>
        <FormattedMessage id={stored.data ? 'company.form.editIntro' : 'company.form.intro'} />
      </p>
      <CompanyInfoForm language={language} userId={userId} stored={stored.data} defaultBuyerType={defaultBuyerType} onSaved={onSaved} />
    </section>
  );
}
