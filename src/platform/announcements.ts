// Spec §7: the announcements of the announcement carousel (SYSTEMNOTICE), with their own call.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Announcement } from '../generated/types';
import { validateAnnouncementPage } from '../generated/validators.js';
import { ANNOUNCEMENT_PAGE_SIZE } from './constants';
import { allOf, condition, withoutEmptyConditions, type FilterExpression } from './filter';
import { request } from './http';
import { checkReply } from './invalid-reply';
import type { Language } from './language';
import { nowAsWallTime } from './time';

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

export const announcementKeys = {
  all: ['announcements'] as const,
  list: ({ displayPage, language, industrySiteId }: AnnouncementsRequest) =>
    [...announcementKeys.all, displayPage, language, industrySiteId ?? null] as const,
};

/** The announcements live now; a reply that does not match the schema rejects with an InvalidReplyError. */
export async function fetchAnnouncements(params: AnnouncementsRequest, signal?: AbortSignal): Promise<readonly Announcement[]> {
  const reply = await request<unknown>({ url: ANNOUNCEMENTS_PATH, params: announcementQuery(params, nowAsWallTime()), signal });
  return checkReply(validateAnnouncementPage, reply, 'announcement page')._embedded['b2b:siteAnnouncements'];
}

export function useAnnouncements(params: AnnouncementsRequest): UseQueryResult<readonly Announcement[]> {
  return useQuery({
    queryKey: announcementKeys.list(params),
    queryFn: ({ signal }) => fetchAnnouncements(params, signal),
  });
}
