import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FALLBACK_LANGUAGE } from '../platform/language';
import { LanguageLayout } from './LanguageLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './NotFoundPage';

// The account, search and shop pages load their own code when opened, so the home page's first load stays as small as it was.
const LoginPage = lazy(() => import('./login/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./register/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const TransitionPage = lazy(() => import('./transition/TransitionPage').then((module) => ({ default: module.TransitionPage })));
const ShortLinkPage = lazy(() => import('./links/ShortLinkPage').then((module) => ({ default: module.ShortLinkPage })));
const DownloadPage = lazy(() => import('./download/DownloadPage').then((module) => ({ default: module.DownloadPage })));
const SearchPage = lazy(() => import('./search/SearchPage').then((module) => ({ default: module.SearchPage })));
const ShopPage = lazy(() => import('./shops/ShopPage').then((module) => ({ default: module.ShopPage })));
const ProductPage = lazy(() => import('./shops/ProductPage').then((module) => ({ default: module.ProductPage })));
const MessageCentreLayout = lazy(() => import('./notifications/MessageCentreLayout').then((module) => ({ default: module.MessageCentreLayout })));
const InstantMessageLayout = lazy(() => import('./im/InstantMessageLayout').then((module) => ({ default: module.InstantMessageLayout })));
const OperatorPageLayout = lazy(() => import('./operator/OperatorPageLayout').then((module) => ({ default: module.OperatorPageLayout })));

function Lazily({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Spec §2: the login, register (password retrieve is login's #/password-retrieve) and transition pages, under `prefix`. */
function accountRoutes(prefix: string) {
  return (
    <>
      <Route path={`${prefix}login/mall/index`} element={<Lazily><LoginPage /></Lazily>} />
      <Route path={`${prefix}register/index`} element={<Lazily><RegisterPage /></Lazily>} />
      <Route path={`${prefix}transition`} element={<Lazily><TransitionPage /></Lazily>} />
    </>
  );
}

/** Spec §2: every page route is prefixed by /m (mobile) and the language segment; the account pages by the language. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={`/m/${FALLBACK_LANGUAGE}/`} replace />} />
      {/* Spec §2: the message centre, /m/{subsite}/… — matched before /m/:lang takes 'member' for a language; like the IM page, it speaks the login status's language. */}
      <Route path="/m/:subsite/sitenotificationreminderself/index" element={<Lazily><MessageCentreLayout /></Lazily>} />
      <Route path="/m/:lang" element={<LanguageLayout />}>
        <Route index element={<HomePage />} />
        {accountRoutes('')}
        {/* Spec §2: the search results page (epSearch), an exhibitor's shop and its products. */}
        <Route path="search" element={<Lazily><SearchPage /></Lazily>} />
        {/* Spec §2: the download page, where the mobile site sends every page the app has (src/platform/pages.ts). */}
        <Route path="download" element={<Lazily><DownloadPage /></Lazily>} />
        {/* Spec §7: a shared short link, replaced by the page it stands for. */}
        <Route path="l/:code" element={<Lazily><ShortLinkPage /></Lazily>} />
        <Route path="shops/:shopCode" element={<Lazily><ShopPage /></Lazily>} />
        <Route path="shops/:shopCode/listedProducts/:productId" element={<Lazily><ProductPage /></Lazily>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Pathless, so /{lang} alone matches nothing here and still goes to the fallback below. */}
      <Route element={<LanguageLayout />}>{accountRoutes('/:lang/')}</Route>
      {/* Spec §2: the instant-message page has no language segment (it takes the login status's language). */}
      <Route path="/:subSite/instantmessageself/index" element={<Lazily><InstantMessageLayout /></Lazily>} />
      {/* Issue 7: the operators' page configuration editor, in the employees' back office (work); ?lang= names the configuration's language. */}
      <Route path="/work/pageconfigs/:page" element={<Lazily><OperatorPageLayout /></Lazily>} />
      {/* The portal is the mobile site: any other path is looked up under the fallback language (and 404s there). */}
      <Route path="*" element={<RedirectToFallbackLanguage />} />
    </Routes>
  );
}

function RedirectToFallbackLanguage() {
  const location = useLocation();
  return <Navigate to={`/m/${FALLBACK_LANGUAGE}${location.pathname}${location.search}`} replace />;
}
