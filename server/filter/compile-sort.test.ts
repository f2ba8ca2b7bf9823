import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { compileSort } from './compile-sort.js';
import type { SearchResource } from './search-resource.js';

const resource: SearchResource = {
  name: 'things',
  fields: new Map(),
  sortColumns: new Map([
    ['duration.fromTime', 'from_time'],
    ['id', 'id'],
  ]),
  idColumn: 'id',
};

function sortError(sort: string | string[]): ApiError {
  try {
    compileSort(sort, resource);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the sort to be rejected');
}

describe('compileSort', () => {
  it('orders by the allow-listed column and direction, then by id', () => {
    expect(compileSort('duration.fromTime,desc', resource)).toBe('from_time DESC, id ASC');
    expect(compileSort(['duration.fromTime,ASC', 'id,desc'], resource)).toBe('from_time ASC, id DESC');
  });

  it('sorts ascending by default, and by id alone without a sort', () => {
    expect(compileSort('duration.fromTime', resource)).toBe('from_time ASC, id ASC');
    expect(compileSort(undefined, resource)).toBe('id ASC');
  });

  it.each(['title,desc', 'from_time,desc', 'id; drop table things,asc', '__proto__'])('refuses the sort field in %j', (sort) => {
    const error = sortError(sort);
    expect(error.statusCode).toBe(400);
    expect(error.errorCode).toBe('E400_SORT_FIELD');
  });

  it('refuses a direction other than asc or desc', () => {
    expect(sortError('id,sideways').errorCode).toBe('E400_SORT_FIELD');
    expect(sortError('id,desc,asc').errorCode).toBe('E400_SORT_FIELD');
  });
});
