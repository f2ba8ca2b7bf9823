import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FALLBACK_LANGUAGE } from '../platform/language';
import { LanguageLayout } from './LanguageLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './NotFoundPage';

/** Spec §2: every page route is prefixed by /m (mobile) and the language segment. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={`/m/${FALLBACK_LANGUAGE}/`} replace />} />
      <Route path="/m/:lang" element={<LanguageLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The portal is the mobile site: any other path is looked up under the fallback language (and 404s there). */}
      <Route path="*" element={<RedirectToFallbackLanguage />} />
    </Routes>
  );
}

function RedirectToFallbackLanguage() {
  const location = useLocation();
  return <Navigate to={`/m/${FALLBACK_LANGUAGE}${location.pathname}${location.search}`} replace />;
}
