import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { useImUnreadCount } from '../../platform/im/im-unread';
import type { Language } from '../../../common/language';
import { useMessageCentreUnread } from '../../platform/notifications/unread-info';
import { useSession, useSessionPending, type AuthenticatedSession } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { AccessNotice, type AccessTexts } from '../usercenter/AccessNotice';
import { EntryLinks } from '../usercenter/EntryLinks';
import { ProfileCard } from '../usercenter/ProfileCard';
import { workbenchAccess, type WorkbenchRole } from './workbench-access';
import { workbenchEntries } from './workbench-entries';
import { CompanySwitch, useActingCompany } from '../seller/CompanySwitch';
import { SellerCounts } from './SellerCounts';
import { useWorkbenchSummary } from '../../platform/seller/seller-inquiries';
import styles from './WorkbenchPage.module.css';

const TEXTS: AccessTexts = {
  elsewhere: 'user-centre.workbench.elsewhere',
  openOwn: 'user-centre.workbench.openMine',
};

/**
 * Spec §2, §6: /{backOffice}/workbench/index?lang=, where the header's Workbench button lands. A buyer's is the
 * personal centre; a seller's, a group's and an employee's lists what each can do today. A visitor is asked to
 * log in, anyone in another's back office sent on to theirs; a back office that does not exist is not found.
 */
export function WorkbenchPage({ language }: { language: Language }) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const { backOffice } = useParams();
  const access = workbenchAccess(session, backOffice, language);
  if (access.kind === 'unknown') return <NotFoundPage />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return (
    <CatalogPageLayout language={language} title="header.workbench">
      {sessionPending ? (
        <ListLoading />
      ) : access.kind !== 'own' ? (
        <AccessNotice access={access} language={language} texts={TEXTS} />
      ) : (
        <WorkbenchLanding session={access.session} role={access.role} language={language} />
      )}
    </CatalogPageLayout>
  );
}

function WorkbenchLanding({ session, role, language }: { session: AuthenticatedSession; role: WorkbenchRole; language: Language }) {
  const messageCentre = useMessageCentreUnread(session.id, session.userType);
  const instantMessages = useImUnreadCount();
  const exhibitor = role === 'SELLER' || role === 'GROUP';
  // A group acts for its own company or one of its group's (issue 28): the counts and the pages below are that one's.
  const [company, chooseCompany] = useActingCompany(session.id, role === 'GROUP');
  const summary = useWorkbenchSummary(exhibitor);
  return (
    <>
      <ProfileCard session={session} />
      {role === 'GROUP' && <CompanySwitch company={company} onChoose={chooseCompany} />}
      <h2 className={styles.heading}>
        <FormattedMessage id="user-centre.workbench.today" />
      </h2>
      {exhibitor && summary.data && <SellerCounts role={role} summary={summary.data} messageCentre={messageCentre} language={language} />}
      <EntryLinks
        label="user-centre.workbench.today"
        links={workbenchEntries(role, language, { messageCentre, instantMessages, inquiries: summary.data?.unreadInquiries })}
      />
    </>
  );
}
