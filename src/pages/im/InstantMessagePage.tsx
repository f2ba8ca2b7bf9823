import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { loginPageUrl } from '../../platform/account-links';
import { instantMessagePageUrl } from '../../platform/im/im-page';
import { imSubsiteOf, SERVICE_DESK_SUBSITE } from '../../platform/im/im-paths';
import type { Language } from '../../../common/language';
import { useSession, useSessionPending, type AuthenticatedSession } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { ImNotice } from './ImNotice';
import { ImScreen } from './ImScreen';
import { LocalChat } from './LocalChat';

/**
 * Spec §6: IM is for SELLER, BUYER and MEMBER; GROUP and media members get none. An employee may be the
 * customer service (the server says whether it is) and answers here.
 */
function imSubsiteOfSession(session: AuthenticatedSession): string | undefined {
  if (session.mediaMember) return undefined;
  return session.userType === 'EMPLOYEE' ? SERVICE_DESK_SUBSITE : imSubsiteOf(session.userType);
}

/**
 * Spec §2: /{subSite}/instantmessageself/index?to=&structure=&clue=. A visitor is sent to login (and back
 * here after it), a role without IM is told so, a wrong subSite is corrected to the viewer's own.
 */
export function InstantMessagePage({ language }: { language: Language }) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const { subSite } = useParams();
  const location = useLocation();
  const title = useIntl().formatMessage({ id: 'im-page.title' });
  // Whether someone is logged in, and — for a buyer or seller — whether as a media member, is known first.
  if (sessionPending || (session.status === 'authenticated' && session.accountPending)) {
    return (
      <ImScreen language={language} title={title}>
        <ListLoading />
      </ImScreen>
    );
  }
  if (session.status !== 'authenticated') {
    return <Navigate to={loginPageUrl(language, `${location.pathname}${location.search}`, 'instantMessage')} replace />;
  }
  const subsite = imSubsiteOfSession(session);
  if (!subsite) {
    return (
      <ImScreen language={language} title={title}>
        <ImNotice message="im-page.refused" />
      </ImScreen>
    );
  }
  if (subSite !== subsite) return <Navigate to={`${instantMessagePageUrl(subsite)}${location.search}`} replace />;
  return <LocalChat language={language} userId={session.id} memberId={session.member?.id ?? session.id} subsite={subsite} />;
}
