import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { loginPageUrl } from '../../platform/account-links';
import { isLanguage, type Language } from '../../../common/language';
import { useSession, useSessionPending } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { PageBar } from '../../ui/PageBar';
import { OperatorNotice } from './OperatorNotice';
import styles from './OperatorPage.module.css';
import { PageConfigWorkspace } from './PageConfigWorkspace';
import { AnnouncementsWorkspace } from './announcements/AnnouncementsWorkspace';
import { InvitationsWorkspace } from './invitations/InvitationsWorkspace';
import { NotificationsWorkspace } from './notifications/NotificationsWorkspace';
import type { OperatorTool } from './OperatorTools';

// The rich-text editor is the news tool's alone: it loads with it.
const NewsWorkspace = lazy(() => import('./news/NewsWorkspace').then((module) => ({ default: module.NewsWorkspace })));

const PAGE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Issue 7: /work/pageconfigs/{page}?lang= — the page's configuration for its operators; issue 27: /work/announcements?lang=
 * — the announcements, /work/news?lang= — the news articles, /work/invitations — the press invitations; issue 28: /work/notifications — notices to many. Only an EMPLOYEE edits them:
 * a visitor is sent to login (and back here after it), any other account is told it may not.
 * `lang` names the configuration's language (the interface speaks the login status's); without it, the interface's.
 */
export function OperatorPage({ language, tool }: { language: Language; tool: OperatorTool }) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const location = useLocation();
  const { page = '' } = useParams();
  const [query] = useSearchParams();
  const intl = useIntl();
  const asked = query.get('lang');
  const configLanguage: Language = asked && isLanguage(asked) ? asked : language;
  const title = tool === 'pageConfig' ? intl.formatMessage({ id: 'operator.title' }, { page }) : intl.formatMessage({ id: `operator.tools.${tool}` });
  const bar = <PageBar language={configLanguage} title={title} />;

  if (sessionPending) {
    return (
      <div className={styles.page}>
        {bar}
        <ListLoading />
      </div>
    );
  }
  if (session.status !== 'authenticated') {
    return <Navigate to={loginPageUrl(language, `${location.pathname}${location.search}`)} replace />;
  }
  if (session.userType !== 'EMPLOYEE') {
    return (
      <div className={styles.page}>
        {bar}
        <OperatorNotice message="operator.refused" />
      </div>
    );
  }
  let workspace;
  if (tool === 'news')
    workspace = (
      <Suspense fallback={<ListLoading />}>
        <NewsWorkspace lang={configLanguage} />
      </Suspense>
    );
  else if (tool === 'notifications') workspace = <NotificationsWorkspace lang={configLanguage} />;
  else if (tool === 'invitations') workspace = <InvitationsWorkspace lang={configLanguage} />;
  else if (tool === 'announcements') workspace = <AnnouncementsWorkspace lang={configLanguage} />;
  else if (!PAGE_NAME.test(page)) workspace = <OperatorNotice message="operator.unknownPage" />;
  else workspace = <PageConfigWorkspace page={page} lang={configLanguage} />;
  return (
    <div className={styles.page}>
      {bar}
      {workspace}
    </div>
  );
}
