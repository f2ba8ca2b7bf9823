import { describe, expect, it } from 'vitest';
import { parseQuery, serializeQuery } from './query-string';

describe('bracket-style query parameters', () => {
  it('writes nested objects with brackets and arrays with indices', () => {
    const filter = {
      join: 'and',
      items: [
        { field: 'industrySite.id', op: 'isNotNull' },
        { field: 'siteAnnouncementPlaces.place', op: 'in', value: ['MALL_PAGE'] },
      ],
    };
    expect(serializeQuery({ filter })).toBe(
      'filter[join]=and' +
        '&filter[items][0][field]=industrySite.id&filter[items][0][op]=isNotNull' +
        '&filter[items][1][field]=siteAnnouncementPlaces.place&filter[items][1][op]=in&filter[items][1][value][0]=MALL_PAGE',
    );
  });

  it('reads a filter tree back to the same object, values as strings', () => {
    const params = {
      unbox: 'true',
      size: '20',
      sort: 'duration.fromTime,desc',
      filter: {
        join: 'and',
        items: [
          { field: 'a', op: 'in', value: ['x', 'y'] },
          {
            join: 'or',
            not: 'true',
            items: [
              { field: 'b', op: 'eq', value: '2026-11-22 08:00:00' },
              { field: 'c', op: 'isNull' },
            ],
          },
        ],
      },
    };
    expect(parseQuery(serializeQuery(params))).toEqual(params);
  });

  it('reads back an `in` list of 100 values as a list', () => {
    const value = Array.from({ length: 100 }, (_, index) => `v${index}`);
    expect(parseQuery(serializeQuery({ filter: { field: 'id', op: 'in', value } }))).toEqual({ filter: { field: 'id', op: 'in', value } });
  });

  it('encodes values but leaves brackets readable', () => {
    expect(serializeQuery({ q: 'a b&c=中', f: { x: ['#'] } })).toBe('q=a%20b%26c%3D%E4%B8%AD&f[x][0]=%23');
  });

  it('writes booleans and numbers as text and leaves out undefined', () => {
    expect(serializeQuery({ unbox: true, size: 20, page: 0, skip: undefined })).toBe('unbox=true&size=20&page=0');
  });
});
