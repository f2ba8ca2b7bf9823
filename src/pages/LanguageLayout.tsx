import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { FALLBACK_LANGUAGE, isLanguage } from '../../common/language';
import { rememberLanguage } from '../platform/language-choice';
import { SessionNotifications } from '../platform/notifications/SessionNotifications';
import { LiveSessionProvider } from '../platform/session/LiveSessionProvider';
import { DialogHost } from '../ui/DialogHost';
import { OfflineNotice } from '../ui/OfflineNotice';
import { ToastHost } from '../ui/ToastHost';
import { useDocumentLanguage } from './use-document-language';
import { useDocumentTitle } from './use-document-title';
import { matchPagePath } from '../../common/page-routes';
import { PAGE_TITLES } from '../../common/page-titles';
import { useIntl } from 'react-intl';

/** The same path with its language segment (the first `lang` segment) replaced by the fallback locale. */
function withFallbackLanguage(pathname: string, lang: string | undefined): string {
  const segments = pathname.split('/');
  const at = segments.indexOf(lang ?? '');
  if (at > 0) segments[at] = FALLBACK_LANGUAGE;
  return segments.join('/');
}

/** Unknown languages go to the fallback locale (zh-CN), keeping the rest of the path and the query. */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  useDocumentLanguage(isLanguage(lang) ? lang : FALLBACK_LANGUAGE);
  // The choice pages without a language segment (the IM page) fall back to.
  useEffect(() => {
    if (isLanguage(lang)) rememberLanguage(lang);
  }, [lang]);
  if (!isLanguage(lang)) {
    return <Navigate to={`${withFallbackLanguage(location.pathname, lang)}${location.search}`} replace />;
  }
  return (
    <PortalIntlProvider language={lang}>
      <LiveSessionProvider>
        <Outlet />
        <SessionNotifications />
        <ToastHost />
        <DialogHost />
        <OfflineNotice />
        <RouteTitle />
      </LiveSessionProvider>
    </PortalIntlProvider>
  );
}

/**
 * The title of the portal's own pages under /m/{lang}/ as the visitor moves to them (the home page's is the portal's
 * name); the pages of one thing (a product, an article) title themselves from it (useDocumentTitle).
 */
function RouteTitle() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const match = matchPagePath(pathname);
  let own: string | undefined | null = null;
  if (match?.kind === 'language') {
    const id = PAGE_TITLES[match.pattern];
    if (match.pattern === '') own = undefined;
    else if (id) own = intl.formatMessage({ id });
  }
  useDocumentTitle(own);
  return null;
}
