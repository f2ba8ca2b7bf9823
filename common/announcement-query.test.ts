import { describe, expect, it } from 'vitest';
import { announcementQuery } from './announcement-query';

describe('announcementQuery', () => {
  it('asks for the first 20 live, active announcements of the display page and language, newest first', () => {
    const query = announcementQuery({ displayPage: 'HOMEPAGE', language: 'en-US', industrySiteId: 'site-1' }, '2026-11-22 08:00:00');
    expect(query).toEqual({
      unbox: true,
      size: 20,
      page: 0,
      sort: 'duration.fromTime,desc',
      filter: {
        join: 'and',
        items: [
          { field: 'industrySite.id', op: 'isNotNull' },
          { field: 'siteAnnouncementPlaces.place', op: 'in', value: ['MALL_PAGE'] },
          { field: 'duration.fromTime', op: 'lte', value: '2026-11-22 08:00:00' },
          { field: 'duration.toTime', op: 'gte', value: '2026-11-22 08:00:00' },
          { field: 'status', op: 'eq', value: 'ACTIVE' },
          { field: 'udfs.displayPage', op: 'eq', value: 'HOMEPAGE' },
          { field: 'udfs.language', op: 'eq', value: 'en-US' },
        ],
      },
    });
  });
});
