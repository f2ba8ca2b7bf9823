import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { FALLBACK_LANGUAGE, isLanguage } from '../platform/language';
import { DialogHost } from '../ui/DialogHost';
import { ToastHost } from '../ui/ToastHost';
import { useDocumentLanguage } from './use-document-language';

/** Unknown languages go to the fallback locale (zh-CN), keeping the rest of the path and the query. */
export function LanguageLayout() {
  const { lang } = useParams();
  const location = useLocation();
  useDocumentLanguage(isLanguage(lang) ? lang : FALLBACK_LANGUAGE);
  if (!isLanguage(lang)) {
    const rest = location.pathname.split('/').slice(3).join('/');
    return <Navigate to={`/m/${FALLBACK_LANGUAGE}/${rest}${location.search}`} replace />;
  }
  return (
    <PortalIntlProvider language={lang}>
      <Outlet />
      <ToastHost />
      <DialogHost />
    </PortalIntlProvider>
  );
}
