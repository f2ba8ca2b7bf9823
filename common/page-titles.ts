// Issue 29: the titles of the portal's own pages (their content gives the rest theirs: a product's name, a shop's…),
// one table for the server's <title> (server/page-head/) and the app's, which follows the visitor through the app.
import type { MessageId } from './i18n/messages';
import type { LanguagePagePattern } from './page-routes';

export const PAGE_TITLES: Partial<Record<LanguagePagePattern, MessageId>> = {
  'login/mall/index': 'account.login.title',
  'register/index': 'account.register.title',
  search: 'search-page.title',
  download: 'download-page.title',
  catalog: 'catalog-page.title',
  catalogList: 'my-catalog.title',
  shortvideo: 'short-video.title',
  shortVideoDetail: 'short-video.detailTitle',
  detailed: 'exhibitor-search.title',
  report: 'report-page.title',
  news: 'news-page.title',
  'media/login': 'media-page.login.title',
  'media/register': 'media-page.register.title',
};

/** A page's title as a tab shows it: its own, then the portal's name; the portal's name alone for the home page. */
export function documentTitleOf(own: string | undefined, portalName: string): string {
  return own ? `${own} | ${portalName}` : portalName;
}
