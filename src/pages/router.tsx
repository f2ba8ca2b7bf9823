import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from './home/HomePage';
import { LanguageLayout } from './LanguageLayout';
import { Lazily } from './Lazily';
import { visitorLanguage } from '../platform/language-choice';
import { RememberedLanguageRedirect } from './RememberedLanguageRedirect';

// The home page's first load carries only its own route: the tables of the other pages load with the first of
// them, and each page's code when it is opened.
const LanguagePageRoutes = lazy(() => import('./language-page-routes').then((module) => ({ default: module.LanguagePageRoutes })));
const OtherPageRoutes = lazy(() => import('./other-page-routes').then((module) => ({ default: module.OtherPageRoutes })));
const UserCentreLayout = lazy(() => import('./usercenter/UserCentreLayout').then((module) => ({ default: module.UserCentreLayout })));
const BusinessCardLayout = lazy(() => import('./usercenter/BusinessCardLayout').then((module) => ({ default: module.BusinessCardLayout })));
const SellerInquiriesLayout = lazy(() => import('./seller/SellerInquiriesLayout').then((module) => ({ default: module.SellerInquiriesLayout })));
const SellerLivesLayout = lazy(() => import('./seller/SellerLivesLayout').then((module) => ({ default: module.SellerLivesLayout })));
const SellerProductsLayout = lazy(() => import('./seller/SellerProductsLayout').then((module) => ({ default: module.SellerProductsLayout })));
const SellerShopLayout = lazy(() => import('./seller/SellerShopLayout').then((module) => ({ default: module.SellerShopLayout })));
const MessageCentreLayout = lazy(() => import('./notifications/MessageCentreLayout').then((module) => ({ default: module.MessageCentreLayout })));

/** Spec §2: every page route is prefixed by /m (mobile) and the language segment; the account pages by the language. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<VisitorHome />} />
      {/* Spec §2: the message centre, /m/{subsite}/… — matched before /m/:lang takes 'member' for a language; like the IM page, it speaks the login status's language. */}
      <Route
        path="/m/:subsite/sitenotificationreminderself/index"
        element={
          <Lazily>
            <MessageCentreLayout />
          </Lazily>
        }
      />
      {/* Spec §2: the personal centre and the business-card management of the user links, each under its subsite (member, seller). */}
      <Route
        path="/m/:subsite/usercenter/index"
        element={
          <Lazily>
            <UserCentreLayout />
          </Lazily>
        }
      />
      <Route
        path="/m/member/memberselffollowingmemberbuyer/index"
        element={
          <Lazily>
            <BusinessCardLayout />
          </Lazily>
        }
      />
      <Route
        path="/m/seller/memberselffollowingmemberseller/index"
        element={
          <Lazily>
            <BusinessCardLayout />
          </Lazily>
        }
      />
      {/* Issue 28: the exhibitor's inquiries inbox, live sessions and shop, under the seller subsite like its business cards. */}
      <Route
        path="/m/seller/inquiries/index"
        element={
          <Lazily>
            <SellerInquiriesLayout />
          </Lazily>
        }
      />
      <Route
        path="/m/seller/lives/index"
        element={
          <Lazily>
            <SellerLivesLayout />
          </Lazily>
        }
      />
      <Route
        path="/m/seller/shop/index"
        element={
          <Lazily>
            <SellerShopLayout />
          </Lazily>
        }
      />
      <Route
        path="/m/seller/products/index"
        element={
          <Lazily>
            <SellerProductsLayout />
          </Lazily>
        }
      />
      {/* Spec §2: the footer pages without a language segment, in the visitor's chosen language — matched before /m/:lang takes 'pages' for one. */}
      <Route path="/m/pages/:name" element={<RememberedLanguageRedirect />} />
      <Route path="/m/customPages/:name" element={<RememberedLanguageRedirect />} />
      {/* One layout for the home page and the language's other pages: the session and its notification connection stay across them. */}
      <Route path="/m/:lang" element={<LanguageLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="*"
          element={
            <Lazily>
              <LanguagePageRoutes />
            </Lazily>
          }
        />
      </Route>
      <Route
        path="*"
        element={
          <Lazily>
            <OtherPageRoutes />
          </Lazily>
        }
      />
    </Routes>
  );
}

/** The bare address in the app: the visitor's home page (the server redirects it before the app loads). */
function VisitorHome() {
  return <Navigate to={`/m/${visitorLanguage()}/`} replace />;
}
