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
import type { OperatorTool } from './OperatorTools';

// The rich-text editor is the news tool's alone: it loads with it.
const NewsWorkspace = lazy(() => import('./news/NewsWorkspace').then((module) => ({ default: module.NewsWorkspace })));

const PAGE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Issue 7: /work/pageconfigs/{page}?lang= — the page's configuration for its operators; issue 27: /work/announcements?lang=
 * — the announcements, /work/news?lang= — the news articles, /work/invitations — the press invitations. Only an EMPLOYEE edits them:
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
  if (tool === 'news') {
    return (
      <div className={styles.page}>
        {bar}
        <Suspense fallback={<ListLoading />}>
          <NewsWorkspace lang={configLanguage} />
        </Suspense>
      </div>
    );
  }
  if (tool === 'invitations') {
    return (
      <div className={styles.page}>
        {bar}
        <InvitationsWorkspace lang={configLanguage} />
      </div>
    );
  }
  if (tool === 'announcements') {
    return (
      <div className={styles.page}>
        {bar}
        <AnnouncementsWorkspace lang={configLanguage} />
      </div>
    );
  }
  if (!PAGE_NAME.test(page)) {
    return (
      <div className={styles.page}>
        {bar}
        <OperatorNotice message="operator.unknownPage" />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {bar}
      <PageConfigWorkspace page={page} lang={configLanguage} />
    </div>
  );
}
