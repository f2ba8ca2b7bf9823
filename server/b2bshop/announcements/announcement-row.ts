import type { Announcement } from '../../../common/generated/types.js';

/** A site_announcements row as the repository selects it (times already as UTC+8 wall-time text). */
export interface AnnouncementRow {
  id: string;
  title: string;
  redirect_type: string;
  link_url: string | null;
  from_time: string;
  to_time: string;
  status: Announcement['status'];
  display_page: string;
  language: Announcement['udfs']['language'];
  places: string[];
  industry_site_id: string | null;
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    redirectType: row.redirect_type,
    linkUrl: row.link_url,
    duration: { fromTime: row.from_time, toTime: row.to_time },
    status: row.status,
    udfs: { displayPage: row.display_page, language: row.language },
    siteAnnouncementPlaces: row.places.map((place) => ({ place })),
    industrySite: row.industry_site_id === null ? null : { id: row.industry_site_id },
  };
}
