// The pages outside /m/{lang}/: the industry sites' home pages, the account pages under /{lang}/, the IM, the
// embedded pages and the operators' editor. Their route table loads with the first of them (src/pages/router.tsx).
import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FALLBACK_LANGUAGE, isLanguage } from '../../common/language';
import { accountRoutes } from './account-routes';
import { LanguageLayout } from './LanguageLayout';
import { Lazily } from './Lazily';
import { NotFoundPage } from './NotFoundPage';
import { RememberedLanguageRedirect } from './RememberedLanguageRedirect';

const IndustrySiteHomePage = lazy(() => import('./industry-sites/IndustrySiteHomePage').then((module) => ({ default: module.IndustrySiteHomePage })));
const EmbeddedPageLayout = lazy(() => import('./embedded/EmbeddedPageLayout').then((module) => ({ default: module.EmbeddedPageLayout })));
const InstantMessageLayout = lazy(() => import('./im/InstantMessageLayout').then((module) => ({ default: module.InstantMessageLayout })));
const WorkbenchLayout = lazy(() => import('./workbench/WorkbenchLayout').then((module) => ({ default: module.WorkbenchLayout })));
const SourcingRequestLayout = lazy(() => import('./sourcing/SourcingRequestLayout').then((module) => ({ default: module.SourcingRequestLayout })));
const OperatorPageLayout = lazy(() => import('./operator/OperatorPageLayout').then((module) => ({ default: module.OperatorPageLayout })));

/** Spec §2: every page outside /m/{lang}/ and /m/ (their paths are absolute). */
export function otherPageRoutes() {
  return (
    <>
      <Route path="/pages/:name" element={<RememberedLanguageRedirect />} />
      {/* Spec §2: the root and industry-site variants of the home page; miniProg for a mini-program's web view. */}
      <Route path="/b2bshop/:lang/index" element={<LanguageLayout />}>
        <Route
          index
          element={
            <Lazily>
              <IndustrySiteHomePage />
            </Lazily>
          }
        />
        <Route
          path="industrySites/:id"
          element={
            <Lazily>
              <IndustrySiteHomePage />
            </Lazily>
          }
        />
        <Route
          path="miniProg"
          element={
            <Lazily>
              <IndustrySiteHomePage miniProgram />
            </Lazily>
          }
        />
        <Route
          path="miniProg/industrySites/:id"
          element={
            <Lazily>
              <IndustrySiteHomePage miniProgram />
            </Lazily>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Pathless, so /{lang} alone matches nothing here and still goes to the fallback below. */}
      <Route element={<LanguageLayout />}>{accountRoutes('/:lang/')}</Route>
      {/* Spec §2: the instant-message page has no language segment (it takes the login status's language). */}
      <Route
        path="/:subSite/instantmessageself/index"
        element={
          <Lazily>
            <InstantMessageLayout />
          </Lazily>
        }
      />
      {/* Spec §2: the embedded pages (H5 too), framing an allow-listed ?url=; /edit/{id} and /view/{id} pass the id on. */}
      {['/embeddedpage/index', '/embeddedpageh5/index'].map((base) => (
        <Route key={base} path={base}>
          <Route
            index
            element={
              <Lazily>
                <EmbeddedPageLayout />
              </Lazily>
            }
          />
          <Route
            path="edit/:id"
            element={
              <Lazily>
                <EmbeddedPageLayout mode="edit" />
              </Lazily>
            }
          />
          <Route
            path="view/:id"
            element={
              <Lazily>
                <EmbeddedPageLayout mode="view" />
              </Lazily>
            }
          />
        </Route>
      ))}
      {/* Spec §2, §6: the Workbench button's landing in each back office (member, seller, group, work); ?lang= keeps the page's language. */}
      <Route
        path="/:backOffice/workbench/index"
        element={
          <Lazily>
            <WorkbenchLayout />
          </Lazily>
        }
      />
      {/* Spec §2: the sourcing requests of the member area: #/rfq-list/create posts one, #/rfq-list lists them. */}
      <Route
        path="/member/rfq/index"
        element={
          <Lazily>
            <SourcingRequestLayout />
          </Lazily>
        }
      />
      {/* Issue 7: the operators' page configuration editor, in the employees' back office (work); ?lang= names the configuration's language. */}
      <Route
        path="/work/pageconfigs/:page"
        element={
          <Lazily>
            <OperatorPageLayout />
          </Lazily>
        }
      />
      {/* Issue 27: the operators' announcements (the SYSTEMNOTICE carousel's), employees only; ?lang= names their language. */}
      <Route
        path="/work/announcements"
        element={
          <Lazily>
            <OperatorPageLayout tool="announcements" />
          </Lazily>
        }
      />
      {/* Issue 27: the operators' news articles, employees only; ?lang= names their language. */}
      <Route
        path="/work/news"
        element={
          <Lazily>
            <OperatorPageLayout tool="news" />
          </Lazily>
        }
      />
      {/* Issue 28: the operators' notices to many, employees only. */}
      <Route
        path="/work/notifications"
        element={
          <Lazily>
            <OperatorPageLayout tool="notifications" />
          </Lazily>
        }
      />
      {/* Issue 27: the operators' press invitations, employees only. */}
      <Route
        path="/work/invitations"
        element={
          <Lazily>
            <OperatorPageLayout tool="invitations" />
          </Lazily>
        }
      />
      {/* The portal is the mobile site: any other path is looked up under /m: /{lang}/… in its language, the rest in the fallback (and 404s there). */}
      <Route path="*" element={<RedirectToMobileSite />} />
    </>
  );
}

export function OtherPageRoutes() {
  return <Routes>{otherPageRoutes()}</Routes>;
}

function RedirectToMobileSite() {
  const { pathname, search, hash } = useLocation();
  const [, first, ...rest] = pathname.split('/');
  // A page under /{lang}/ (account-links builds /{lang}/customPages/registerSuccess): the same page on the mobile site.
  const prefix = isLanguage(first) && rest.length > 0 ? '/m' : `/m/${FALLBACK_LANGUAGE}`;
  return <Navigate to={`${prefix}${pathname}${search}${hash}`} replace />;
}
