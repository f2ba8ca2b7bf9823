import { describe, expect, it } from 'vitest';
import { areaFilter, readResultsQuery, withArea } from './results-query';

const ALL = ['product', 'exhibitor', 'booth'] as const;
const read = (text: string, offered: readonly ('product' | 'exhibitor' | 'booth')[] = ALL) => readResultsQuery(new URLSearchParams(text), offered);

describe('the results query', () => {
  it('reads the query type and the trimmed keyword', () => {
    expect(read('type=2&keyword=%20Brightway%20')).toEqual({ type: 'exhibitor', keyword: 'Brightway', area: undefined, paging: { page: 1, size: 20 } });
    expect(read('type=3&keyword=1.1A').type).toBe('booth');
    expect(read('type=1&keyword=led').type).toBe('product');
  });

  it.each(['', 'type=4', 'type=product', 'type=0'])('searches products for an unknown type (%s)', (text) => {
    expect(read(`${text}&keyword=led`).type).toBe('product');
  });

  it('searches products when booth search is not offered', () => {
    expect(read('type=3&keyword=1.1A', ['product', 'exhibitor']).type).toBe('product');
  });

  it('reads an area of A to D for exhibitors and booths only', () => {
    expect(read('type=2&keyword=x&area=C').area).toBe('C');
    expect(read('type=3&keyword=x&area=A').area).toBe('A');
    expect(read('type=2&keyword=x&area=Z').area).toBeUndefined();
    expect(read('type=1&keyword=x&area=C').area).toBeUndefined();
  });

  it('changes the area from the first page again, and drops it for Please select', () => {
    const query = new URLSearchParams('type=2&keyword=x&page=3&area=B');
    expect(withArea(query, 'D').toString()).toBe('type=2&keyword=x&area=D');
    expect(withArea(query, undefined).toString()).toBe('type=2&keyword=x');
  });

  it('filters by area with a condition, and sends no filter without one', () => {
    expect(areaFilter('B')).toEqual({ join: 'and', items: [{ field: 'area', op: 'eq', value: 'B' }] });
    expect(areaFilter(undefined)).toBeUndefined();
  });
});
