import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('page items', () => {
  it('lists every page when seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first pages together near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('shows the current page with its neighbours between two gaps in the middle', () => {
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('keeps the last pages together near the end', () => {
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('always has seven slots once the pages do not fit', () => {
    for (let current = 1; current <= 30; current += 1) expect(pageItems(current, 30)).toHaveLength(7);
  });
});
