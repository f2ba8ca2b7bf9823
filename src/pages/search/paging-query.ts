// A list's page (1-based, as people count) and size live in the page's query (page, size), so back, forward
// and reload show the same page of it.

/** The page sizes the pager offers. */
export const PAGE_SIZES = [10, 20, 50] as const;

/** The server's own default size. */
export const DEFAULT_PAGE_SIZE = 20;

export interface Paging {
  page: number;
  size: number;
}

/** A missing or invalid page is the first; a size the pager does not offer is the default. */
export function readPaging(query: URLSearchParams): Paging {
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query with another page and size; the first page and the default size are left out, keeping links short. */
export function withPaging(query: URLSearchParams, { page, size }: Paging): URLSearchParams {
  const next = new URLSearchParams(query);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (size !== DEFAULT_PAGE_SIZE) next.set('size', String(size));
  else next.delete('size');
  return next;
}

/** The query with one filter changed (a blank value removes it), from the first page again. */
export function withFilter(query: URLSearchParams, name: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}

/** The server counts pages from 0. */
export function serverPage({ page }: Paging): number {
  return page - 1;
}
