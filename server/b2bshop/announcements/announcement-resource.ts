import type { SearchField, SearchResource } from '../../filter/search-resource.js';

// The filter and sort fields of site announcements, named as the client names them (spec §3, §7).
export const announcementResource: SearchResource = {
  name: 'siteAnnouncements',
  fields: new Map<string, SearchField>([
    ['id', { column: 'id', type: 'integer' }],
    ['title', { column: 'title', type: 'text' }],
    ['redirectType', { column: 'redirect_type', type: 'text' }],
    ['status', { column: 'status', type: 'text' }],
    ['duration.fromTime', { column: 'from_time', type: 'wallTime' }],
    ['duration.toTime', { column: 'to_time', type: 'wallTime' }],
    ['udfs.displayPage', { column: 'display_page', type: 'text' }],
    ['udfs.language', { column: 'language', type: 'text' }],
    ['siteAnnouncementPlaces.place', { column: 'places', type: 'textArray' }],
    ['industrySite.id', { column: 'industry_site_id', type: 'text' }],
  ]),
  sortColumns: new Map([
    ['duration.fromTime', 'from_time'],
    ['id', 'id'],
  ]),
  idColumn: 'id',
};
