import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FALLBACK_LANGUAGE, isLanguage } from '../platform/language';
import { LanguageLayout } from './LanguageLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import { RememberedLanguageRedirect } from './RememberedLanguageRedirect';

// The account, search and shop pages load their own code when opened, so the home page's first load stays as small as it was.
const LoginPage = lazy(() => import('./login/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./register/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const TransitionPage = lazy(() => import('./transition/TransitionPage').then((module) => ({ default: module.TransitionPage })));
const ShortLinkPage = lazy(() => import('./links/ShortLinkPage').then((module) => ({ default: module.ShortLinkPage })));
const DownloadPage = lazy(() => import('./download/DownloadPage').then((module) => ({ default: module.DownloadPage })));
const CatalogListPage = lazy(() => import('./ecatalogs/CatalogListPage').then((module) => ({ default: module.CatalogListPage })));
const CatalogDetailPage = lazy(() => import('./ecatalogs/CatalogDetailPage').then((module) => ({ default: module.CatalogDetailPage })));
const MyCatalogPage = lazy(() => import('./ecatalogs/MyCatalogPage').then((module) => ({ default: module.MyCatalogPage })));
const ShortVideoListPage = lazy(() => import('./short-videos/ShortVideoListPage').then((module) => ({ default: module.ShortVideoListPage })));
const ShortVideoDetailPage = lazy(() => import('./short-videos/ShortVideoDetailPage').then((module) => ({ default: module.ShortVideoDetailPage })));
const SearchPage = lazy(() => import('./search/SearchPage').then((module) => ({ default: module.SearchPage })));
const ShopPage = lazy(() => import('./shops/ShopPage').then((module) => ({ default: module.ShopPage })));
const ProductPage = lazy(() => import('./shops/ProductPage').then((module) => ({ default: module.ProductPage })));
const EventShowPage = lazy(() => import('./event-shows/EventShowPage').then((module) => ({ default: module.EventShowPage })));
const ExhibitorSearchPage = lazy(() => import('./exhibitor-search/ExhibitorSearchPage').then((module) => ({ default: module.ExhibitorSearchPage })));
const ReportPage = lazy(() => import('./report/ReportPage').then((module) => ({ default: module.ReportPage })));
const IndustrySiteHomePage = lazy(() => import('./industry-sites/IndustrySiteHomePage').then((module) => ({ default: module.IndustrySiteHomePage })));
const EmbeddedPageLayout = lazy(() => import('./embedded/EmbeddedPageLayout').then((module) => ({ default: module.EmbeddedPageLayout })));
const MessageCentreLayout = lazy(() => import('./notifications/MessageCentreLayout').then((module) => ({ default: module.MessageCentreLayout })));
const InstantMessageLayout = lazy(() => import('./im/InstantMessageLayout').then((module) => ({ default: module.InstantMessageLayout })));
const CustomPageRoute = lazy(() => import('./content/content-routes').then((module) => ({ default: module.CustomPageRoute })));
const PagesRoute = lazy(() => import('./content/content-routes').then((module) => ({ default: module.PagesRoute })));
const PostRoute = lazy(() => import('./content/content-routes').then((module) => ({ default: module.PostRoute })));
const OperatorPageLayout = lazy(() => import('./operator/OperatorPageLayout').then((module) => ({ default: module.OperatorPageLayout })));
const NewsListPage = lazy(() => import('./news/NewsListPage').then((module) => ({ default: module.NewsListPage })));
const NewsArticlePage = lazy(() => import('./news/NewsArticlePage').then((module) => ({ default: module.NewsArticlePage })));
const PressInvitationPage = lazy(() => import('./news/PressInvitationPage').then((module) => ({ default: module.PressInvitationPage })));
const MediaLoginPage = lazy(() => import('./media/MediaLoginPage').then((module) => ({ default: module.MediaLoginPage })));
const MediaRegisterPage = lazy(() => import('./media/MediaRegisterPage').then((module) => ({ default: module.MediaRegisterPage })));

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
      {/* Spec §2: the footer pages without a language segment, in the visitor's chosen language — matched before /m/:lang takes 'pages' for one. */}
      <Route path="/m/pages/:name" element={<RememberedLanguageRedirect />} />
      <Route path="/m/customPages/:name" element={<RememberedLanguageRedirect />} />
      <Route path="/pages/:name" element={<RememberedLanguageRedirect />} />
      <Route path="/m/:lang" element={<LanguageLayout />}>
        <Route index element={<HomePage />} />
        {accountRoutes('')}
        {/* Spec §2: the search results page (epSearch), an exhibitor's shop and its products. */}
        <Route path="search" element={<Lazily><SearchPage /></Lazily>} />
        {/* Spec §2: the download page, where the mobile site sends every page the app has (src/platform/pages.ts). */}
        <Route path="download" element={<Lazily><DownloadPage /></Lazily>} />
        {/* Spec §2: exhibitors' e-catalogues (catalogList, catalog/detail/{id}), a buyer's saved ones (myCatalog), short videos (shortVideoList, shortVideoDetail?id=). */}
        <Route path="catalog" element={<Lazily><CatalogListPage /></Lazily>} />
        <Route path="catalog/detail/:id" element={<Lazily><CatalogDetailPage /></Lazily>} />
        <Route path="catalogList" element={<Lazily><MyCatalogPage /></Lazily>} />
        <Route path="shortvideo" element={<Lazily><ShortVideoListPage /></Lazily>} />
        <Route path="shortVideoDetail" element={<Lazily><ShortVideoDetailPage /></Lazily>} />
        {/* Spec §7: a shared short link, replaced by the page it stands for. */}
        <Route path="l/:code" element={<Lazily><ShortLinkPage /></Lazily>} />
        <Route path="shops/:shopCode" element={<Lazily><ShopPage /></Lazily>} />
        <Route path="shops/:shopCode/listedProducts/:productId" element={<Lazily><ProductPage /></Lazily>} />
        {/* Spec §2: an exhibitor's event show, the exhibitor search and the problem report form. */}
        <Route path="eventShows/:id" element={<Lazily><EventShowPage /></Lazily>} />
        <Route path="detailed" element={<Lazily><ExhibitorSearchPage /></Lazily>} />
        <Route path="report" element={<Lazily><ReportPage /></Lazily>} />
        {/* Spec §2: the custom pages, the pages (the footer's among them) and posts, from their stored page configurations. */}
        <Route path="customPages/:name" element={<Lazily><CustomPageRoute /></Lazily>} />
        <Route path="pages/:name" element={<Lazily><PagesRoute /></Lazily>} />
        <Route path="posts/:slug" element={<Lazily><PostRoute /></Lazily>} />
        {/* Issue 9: the news centre (?category=), an article, a press invitation's sign-up, and the media's own login and register. */}
        <Route path="news" element={<Lazily><NewsListPage /></Lazily>} />
        <Route path="news/:slug" element={<Lazily><NewsArticlePage /></Lazily>} />
        <Route path="news/invitations/:id" element={<Lazily><PressInvitationPage /></Lazily>} />
        <Route path="media/login" element={<Lazily><MediaLoginPage /></Lazily>} />
        <Route path="media/register" element={<Lazily><MediaRegisterPage /></Lazily>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Spec §2: the root and industry-site variants of the home page; miniProg for a mini-program's web view. */}
      <Route path="/b2bshop/:lang/index" element={<LanguageLayout />}>
        <Route index element={<Lazily><IndustrySiteHomePage /></Lazily>} />
        <Route path="industrySites/:id" element={<Lazily><IndustrySiteHomePage /></Lazily>} />
        <Route path="miniProg" element={<Lazily><IndustrySiteHomePage miniProgram /></Lazily>} />
        <Route path="miniProg/industrySites/:id" element={<Lazily><IndustrySiteHomePage miniProgram /></Lazily>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Pathless, so /{lang} alone matches nothing here and still goes to the fallback below. */}
      <Route element={<LanguageLayout />}>{accountRoutes('/:lang/')}</Route>
      {/* Spec §2: the instant-message page has no language segment (it takes the login status's language). */}
      <Route path="/:subSite/instantmessageself/index" element={<Lazily><InstantMessageLayout /></Lazily>} />
      {/* Spec §2: the embedded pages (H5 too), framing an allow-listed ?url=; /edit/{id} and /view/{id} pass the id on. */}
      {['/embeddedpage/index', '/embeddedpageh5/index'].map((base) => (
        <Route key={base} path={base}>
          <Route index element={<Lazily><EmbeddedPageLayout /></Lazily>} />
          <Route path="edit/:id" element={<Lazily><EmbeddedPageLayout mode="edit" /></Lazily>} />
          <Route path="view/:id" element={<Lazily><EmbeddedPageLayout mode="view" /></Lazily>} />
        </Route>
      ))}
      {/* Issue 7: the operators' page configuration editor, in the employees' back office (work); ?lang= names the configuration's language. */}
      <Route path="/work/pageconfigs/:page" element={<Lazily><OperatorPageLayout /></Lazily>} />
      {/* The portal is the mobile site: any other path is looked up under /m: /{lang}/… in its language, the rest in the fallback (and 404s there). */}
      <Route path="*" element={<RedirectToMobileSite />} />
    </Routes>
  );
}

function RedirectToMobileSite() {
  const { pathname, search, hash } = useLocation();
  const [, first, ...rest] = pathname.split('/');
  // A page under /{lang}/ (account-links builds /{lang}/customPages/registerSuccess): the same page on the mobile site.
  const prefix = isLanguage(first) && rest.length > 0 ? '/m' : `/m/${FALLBACK_LANGUAGE}`;
  return <Navigate to={`${prefix}${pathname}${search}${hash}`} replace />;
}
