import { describe, expect, it } from 'vitest';
import { exhibitorSearchFilter, readExhibitorSearchQuery } from './exhibitor-search-query';

const read = (query: string) => readExhibitorSearchQuery(new URLSearchParams(query));

describe('the exhibitor search page query (/detailed)', () => {
  it('reads the keyword trimmed, the area, the badge and the paging', () => {
    expect(read('keyword=%20lamp%20&area=B&badge=isAeo&page=2&size=10')).toEqual({
      keyword: 'lamp',
      area: 'B',
      badge: 'isAeo',
      paging: { page: 2, size: 10 },
    });
  });

  it('lists every exhibitor with no keyword, and ignores an unknown area or badge', () => {
    expect(read('area=Z&badge=isEvil')).toEqual({ keyword: '', area: undefined, badge: undefined, paging: { page: 1, size: 20 } });
  });

  it('filters by area and by a badge held, skipping what has no value (spec §5)', () => {
    expect(exhibitorSearchFilter({ area: 'A', badge: 'isMultipleExhibit' })).toEqual({
      join: 'and',
      items: [
        { field: 'area', op: 'eq', value: 'A' },
        { field: 'badges', op: 'eq', value: 'isMultipleExhibit' },
      ],
    });
    expect(exhibitorSearchFilter({ area: undefined, badge: 'isAeo' })).toEqual({ join: 'and', items: [{ field: 'badges', op: 'eq', value: 'isAeo' }] });
    expect(exhibitorSearchFilter({ area: undefined, badge: undefined })).toBeUndefined();
  });
});
