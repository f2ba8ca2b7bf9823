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
      </LiveSessionProvider>
    </PortalIntlProvider>
  );
}
