import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { FALLBACK_LANGUAGE } from '../platform/language';
import { LanguageLayout } from './LanguageLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './NotFoundPage';

/** Spec §2: every page route is prefixed by /m (mobile) and the language segment. */
export const portalRoutes = [
  { path: '/', element: <Navigate to={`/m/${FALLBACK_LANGUAGE}/`} replace /> },
  {
    path: '/m/:lang',
    element: <LanguageLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The portal is the mobile site: any other path is looked up under the fallback language (and 404s there).
  { path: '*', element: <RedirectToFallbackLanguage /> },
];

export const portalRouter = createBrowserRouter(portalRoutes);

function RedirectToFallbackLanguage() {
  const location = useLocation();
  return <Navigate to={`/m/${FALLBACK_LANGUAGE}${location.pathname}${location.search}`} replace />;
}
