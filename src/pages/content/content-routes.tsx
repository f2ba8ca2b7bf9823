// The route elements of the content pages (spec §2): /customPages/{name}, /pages/{name} and /posts/{slug}
// under /m/{lang}, each to its page configuration (src/platform/content-pages.ts) or to the 404 page.
import { useParams } from 'react-router-dom';
import { customPageConfigName, pagesConfigName, postConfigName, type CustomPageWithAView } from '../../../common/content-pages';
import { NotFoundPage } from '../NotFoundPage';
import { CitizenCompanyInfoPage, ForeignCompanyInfoPage } from '../company/CompanyInfoPage';
import { LiveHallPage } from '../lives/LiveHallPage';
import { LiveListPage } from '../lives/LiveListPage';
import { ContentPage } from './ContentPage';
import { ErrorPage } from './ErrorPage';
import { RedirectPage } from './RedirectPage';
import { RegisterSuccessPage } from './RegisterSuccessPage';
import { SitemapPage } from './SitemapPage';

/** The custom pages that do something; the others show their stored content. */
const BEHAVIOURAL_PAGES = {
  sitemap: SitemapPage,
  redirect: RedirectPage,
  error: ErrorPage,
  registerSuccess: RegisterSuccessPage,
  // Issue 25: the company information form, for overseas (foreign) and domestic (citizen) buyers.
  foreignCreateEnterprise: ForeignCompanyInfoPage,
  citizenCreateEnterprise: CitizenCompanyInfoPage,
  // Issue 25: the lives, to watch and to book.
  liveHall: LiveHallPage,
  liveList: LiveListPage,
} as const satisfies Record<CustomPageWithAView, unknown>;

function isBehavioural(name: string): name is keyof typeof BEHAVIOURAL_PAGES {
  return Object.hasOwn(BEHAVIOURAL_PAGES, name);
}

function contentOrNotFound(configName: string | undefined) {
  // Keyed by the configuration: another page starts afresh instead of keeping the last one's state.
  return configName === undefined ? <NotFoundPage /> : <ContentPage key={configName} configName={configName} />;
}

export function CustomPageRoute() {
  const { name = '' } = useParams();
  if (isBehavioural(name)) {
    const Page = BEHAVIOURAL_PAGES[name];
    return <Page />;
  }
  return contentOrNotFound(customPageConfigName(name));
}

export function PagesRoute() {
  const { name = '' } = useParams();
  return contentOrNotFound(pagesConfigName(name));
}

export function PostRoute() {
  const { slug = '' } = useParams();
  return contentOrNotFound(postConfigName(slug));
}
