// The pages under /m/{lang}/ other than the home page: the route table loads with the first of them, so the home
// page's first load carries none of it (src/pages/router.tsx).
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { accountRoutes } from './account-routes';
import { Lazily } from './Lazily';
import { NotFoundPage } from './NotFoundPage';

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
const CustomPageRoute = lazy(() => import('./content/content-routes').then((module) => ({ default: module.CustomPageRoute })));
const PagesRoute = lazy(() => import('./content/content-routes').then((module) => ({ default: module.PagesRoute })));
const PostRoute = lazy(() => import('./content/content-routes').then((module) => ({ default: module.PostRoute })));
const NewsListPage = lazy(() => import('./news/NewsListPage').then((module) => ({ default: module.NewsListPage })));
const NewsArticlePage = lazy(() => import('./news/NewsArticlePage').then((module) => ({ default: module.NewsArticlePage })));
const PressInvitationPage = lazy(() => import('./news/PressInvitationPage').then((module) => ({ default: module.PressInvitationPage })));
const LivePage = lazy(() => import('./lives/LivePage').then((module) => ({ default: module.LivePage })));
const MediaLoginPage = lazy(() => import('./media/MediaLoginPage').then((module) => ({ default: module.MediaLoginPage })));
const MediaRegisterPage = lazy(() => import('./media/MediaRegisterPage').then((module) => ({ default: module.MediaRegisterPage })));

/** Spec §2: the language's pages, under /m/{lang}/ (their paths are relative to it). */
export function languagePageRoutes() {
  return (
    <>
      {accountRoutes('')}
      {/* Spec §2: the search results page (epSearch), an exhibitor's shop and its products. */}
      <Route
        path="search"
        element={
          <Lazily>
            <SearchPage />
          </Lazily>
        }
      />
      {/* Spec §2: the download page, where the mobile site sends every page the app has (common/pages.ts). */}
      <Route
        path="download"
        element={
          <Lazily>
            <DownloadPage />
          </Lazily>
        }
      />
      {/* Spec §2: exhibitors' e-catalogues (catalogList, catalog/detail/{id}), a buyer's saved ones (myCatalog), short videos (shortVideoList, shortVideoDetail?id=). */}
      <Route
        path="catalog"
        element={
          <Lazily>
            <CatalogListPage />
          </Lazily>
        }
      />
      <Route
        path="catalog/detail/:id"
        element={
          <Lazily>
            <CatalogDetailPage />
          </Lazily>
        }
      />
      <Route
        path="catalogList"
        element={
          <Lazily>
            <MyCatalogPage />
          </Lazily>
        }
      />
      <Route
        path="shortvideo"
        element={
          <Lazily>
            <ShortVideoListPage />
          </Lazily>
        }
      />
      <Route
        path="shortVideoDetail"
        element={
          <Lazily>
            <ShortVideoDetailPage />
          </Lazily>
        }
      />
      {/* Spec §7: a shared short link, replaced by the page it stands for. */}
      <Route
        path="l/:code"
        element={
          <Lazily>
            <ShortLinkPage />
          </Lazily>
        }
      />
      <Route
        path="shops/:shopCode"
        element={
          <Lazily>
            <ShopPage />
          </Lazily>
        }
      />
      <Route
        path="shops/:shopCode/listedProducts/:productId"
        element={
          <Lazily>
            <ProductPage />
          </Lazily>
        }
      />
      {/* Spec §2: an exhibitor's event show, the exhibitor search and the problem report form. */}
      <Route
        path="eventShows/:id"
        element={
          <Lazily>
            <EventShowPage />
          </Lazily>
        }
      />
      <Route
        path="detailed"
        element={
          <Lazily>
            <ExhibitorSearchPage />
          </Lazily>
        }
      />
      <Route
        path="report"
        element={
          <Lazily>
            <ReportPage />
          </Lazily>
        }
      />
      {/* Spec §2: the custom pages, the pages (the footer's among them) and posts, from their stored page configurations. */}
      <Route
        path="customPages/:name"
        element={
          <Lazily>
            <CustomPageRoute />
          </Lazily>
        }
      />
      <Route
        path="pages/:name"
        element={
          <Lazily>
            <PagesRoute />
          </Lazily>
        }
      />
      <Route
        path="posts/:slug"
        element={
          <Lazily>
            <PostRoute />
          </Lazily>
        }
      />
      {/* Issue 9: the news centre (?category=), an article, a press invitation's sign-up, and the media's own login and register. */}
      <Route
        path="news"
        element={
          <Lazily>
            <NewsListPage />
          </Lazily>
        }
      />
      <Route
        path="news/:slug"
        element={
          <Lazily>
            <NewsArticlePage />
          </Lazily>
        }
      />
      <Route
        path="news/invitations/:id"
        element={
          <Lazily>
            <PressInvitationPage />
          </Lazily>
        }
      />
      <Route
        path="media/login"
        element={
          <Lazily>
            <MediaLoginPage />
          </Lazily>
        }
      />
      <Route
        path="media/register"
        element={
          <Lazily>
            <MediaRegisterPage />
          </Lazily>
        }
      />
      {/* Issue 25: one live stream: watch it while live, book it while upcoming. */}
      <Route
        path="lives/:id"
        element={
          <Lazily>
            <LivePage />
          </Lazily>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}

export function LanguagePageRoutes() {
  return <Routes>{languagePageRoutes()}</Routes>;
}
