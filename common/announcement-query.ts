// Spec §7: the call for the announcements of the announcement carousel (SYSTEMNOTICE). Plain data and
// functions, the same for the browser's call and the server's (sections/system-notice/announcements.ts).
import { ANNOUNCEMENT_PAGE_SIZE } from './constants';
import { allOf, condition, withoutEmptyConditions, type FilterExpression } from './filter';
import type { Language } from './language';

export const ANNOUNCEMENTS_PATH = '/b2bshop/api/themeRos/public/indexSiteAnnouncements/searchByVariables';

/** Spec §7: the place the portal's announcements are published for. */
const ANNOUNCEMENT_PLACE = 'MALL_PAGE';

export interface AnnouncementsRequest {
  /** udfs.displayPage, e.g. HOMEPAGE. */
  displayPage: string;
  language: Language;
  /** Keys the cache per industry site; the spec's filter asks only that a site is set. */
  industrySiteId?: string | undefined;
}

export interface AnnouncementQuery {
  unbox: true;
  size: number;
  page: 0;
  sort: string;
  filter: FilterExpression | undefined;
}

/** The query parameters of the call, for the announcements live at `now` (a UTC+8 wall time). */
export function announcementQuery({ displayPage, language }: AnnouncementsRequest, now: string): AnnouncementQuery {
  return {
    unbox: true,
    size: ANNOUNCEMENT_PAGE_SIZE,
    page: 0,
    sort: 'duration.fromTime,desc',
    filter: withoutEmptyConditions(
      allOf(
        condition('industrySite.id', 'isNotNull'),
        condition('siteAnnouncementPlaces.place', 'in', [ANNOUNCEMENT_PLACE]),
        condition('duration.fromTime', 'lte', now),
        condition('duration.toTime', 'gte', now),
        condition('status', 'eq', 'ACTIVE'),
        condition('udfs.displayPage', 'eq', displayPage),
        condition('udfs.language', 'eq', language),
      ),
    ),
  };
}
