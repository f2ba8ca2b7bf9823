import { Navigate, useLocation } from 'react-router-dom';
import { visitorLanguage } from '../platform/language-choice';

/**
 * Spec §2: the footer's pages have no language segment (/m/pages/关于我们, /pages/Cookies政策,
 * /m/customPages/sitemap): they open under /m/{lang} in the language the visitor last chose, else their browser's
 * (issue 29; the server redirects them the same way before the app loads).
 */
export function RememberedLanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const path = pathname.replace(/^\/m(?=\/)/, '');
  return <Navigate to={`/m/${visitorLanguage()}${path}${search}${hash}`} replace />;
}
