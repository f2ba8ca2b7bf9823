import { describe, expect, it } from 'vitest';
import { readPaging, serverPage, withPaging } from './paging-query';

const query = (text: string) => new URLSearchParams(text);

describe('paging in the query', () => {
  it('reads the page and size', () => {
    expect(readPaging(query('page=3&size=50'))).toEqual({ page: 3, size: 50 });
  });

  it('starts on the first page at 20 items per page', () => {
    expect(readPaging(query(''))).toEqual({ page: 1, size: 20 });
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e99'])('reads %s as the first page', (text) => {
    expect(readPaging(query(text)).page).toBe(1);
  });

  it('reads a size the pager does not offer as the default', () => {
    expect(readPaging(query('size=1000')).size).toBe(20);
    expect(readPaging(query('size=10')).size).toBe(10);
  });

  it('writes another page and size, keeping the rest of the query', () => {
    expect(withPaging(query('type=1&keyword=led'), { page: 4, size: 10 }).toString()).toBe('type=1&keyword=led&page=4&size=10');
  });

  it('leaves out the first page and the default size', () => {
    expect(withPaging(query('keyword=led&page=4&size=10'), { page: 1, size: 20 }).toString()).toBe('keyword=led');
  });

  it('counts from 0 for the server', () => {
    expect(serverPage({ page: 1, size: 20 })).toBe(0);
  });
});
