import type { AnnouncementPage } from '../../../common/generated/types.js';
import { pageInfo } from '../../http/page-info.js';
import { toAnnouncement } from './announcement-row.js';
import type { AnnouncementSearchResult } from './repository.js';

/** The reply of searchByVariables: the rows of one page and where that page lies (spec §7). */
export function toAnnouncementPage({ rows, totalElements }: AnnouncementSearchResult, size: number, page: number): AnnouncementPage {
  return {
    _embedded: { 'b2b:siteAnnouncements': rows.map(toAnnouncement) },
    page: pageInfo(totalElements, size, page),
    aggregations: {},
  };
}
