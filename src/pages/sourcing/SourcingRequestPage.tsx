import { useLocation } from 'react-router-dom';
import { useHomeFlag } from '../../engine/home-page-config';
import type { Language } from '../../../common/language';
import { useSession, useSessionPending, type Session } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { BuyerGateNotice, type FormGate } from '../company/BuyerGateNotice';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { MySourcingRequests } from './MySourcingRequests';
import { rfqViewOf } from './rfq-view';
import { SourcingRequestCreate } from './SourcingRequestCreate';

/** Spec §2: what the login prompt's requirement says the person came for (as the home page's buyer entry names it). */
const REQUIREMENT = 'sourcingRequest';

/**
 * Spec §5: a sourcing request needs a login, userType MEMBER or BUYER and completed company information. What is
 * missing is explained in place, with its next step; 'waiting' while the company is still loading after login.
 */
function gateOf(session: Session): FormGate | 'waiting' | 'open' {
  if (session.status !== 'authenticated') return { kind: 'visitor' };
  if (session.userType !== 'BUYER') return { kind: 'notBuyer', userType: session.userType };
  if (session.companyInfoCompleted) return 'open';
  return session.accountPending ? 'waiting' : { kind: 'companyIncomplete' };
}

/** Spec §2: /member/rfq/index — #/rfq-list/create posts a sourcing request, #/rfq-list lists the buyer's. */
export function SourcingRequestPage({ language }: { language: Language }) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const location = useLocation();
  // Spec §4: the prompts offer to register only while buyer registration is open (unknown: open).
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') !== false;
  const view = rfqViewOf(location.hash);
  const gate = sessionPending ? 'waiting' : gateOf(session);
  return (
    <CatalogPageLayout language={language} title={view === 'create' ? 'sourcing.create.heading' : 'sourcing.title'}>
      {gate === 'waiting' && <ListLoading />}
      {typeof gate === 'object' && (
        <BuyerGateNotice
          gate={gate}
          language={language}
          returnTo={`${location.pathname}${location.search}${location.hash}`}
          requirement={REQUIREMENT}
          registrationOpen={registrationOpen}
        />
      )}
      {gate === 'open' &&
        session.status === 'authenticated' &&
        (view === 'create' ? (
          <SourcingRequestCreate language={language} userId={session.id} />
        ) : (
          <MySourcingRequests language={language} userId={session.id} />
        ))}
    </CatalogPageLayout>
  );
}
