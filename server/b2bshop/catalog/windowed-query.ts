import type { Queryable } from '../../db/connection.js';
import type { SqlParams } from '../../filter/sql-params.js';
import type { RowPage } from './paged-query.js';

/** A search over a catalogue of millions of rows, of which a visitor can page through the first `window`. */
export interface WindowedQuery {
  columns: string;
  from: string;
  where: string;
  /**
   * A condition every row of `where` meets that an index answers where `where` has none (keyword-match.ts): the
   * count takes it, and so does the page's scan where the matches are fewer than the window. Where they are more,
   * the page's scan reads the rows in result order and stops at the page; evaluating it on each row read would cost
   * more than `where` does, and the planner, counting its rows and those of `where` as unrelated, would think the
   * matches few and sort them all (1.7 s rather than 6 ms for 书架 at 3 million products).
   */
  narrowing?: string;
  /**
   * The page's scan takes the narrowing however many match: the filter is one the narrowing's index holds too, so
   * the two find few rows together where the result order would read many before the page (298 ms rather than
   * about 20 for 床垫 in stock, one product in 1 000 in result order).
   */
  narrowsPage?: boolean;
  orderBy: string;
  /** What tells the rows apart (the resource's idColumn). */
  key: string;
  params: SqlParams;
  size: number;
  /** Zero-based page number. */
  page: number;
  window: number;
}

/**
 * One page of the first `window` matches, and how many matches there are up to `window` (totalElements is `window`
 * when there are more). Counting every match of a common keyword in 3 million products reads tens of thousands of
 * rows (400 ms for "vase"), as would a page far down its list: the window bounds both. Two statements, each
 * reading no more than it needs: the count stops at the window in whatever order is cheapest; then the page's keys
 * come in result order from an index-only scan where the filter allows one (migration 027), which stops at the
 * page, and only the page's rows are read by key. Reading all the window's keys in order in one statement instead
 * took 23.3 s rather than 13.7 s for 60 product searches of the bench's mix at 3 million products, one after
 * another. The page's keys and rows were two statements until issue 30's second bench: one round trip less is
 * 14 % more booth searches a second at 16 clients (988 → 1 128).
 */
export async function queryWindow<Row>(db: Queryable, query: WindowedQuery): Promise<RowPage<Row>> {
  const { columns, from, where, narrowing, narrowsPage, orderBy, key, params, size, page, window } = query;
  const next = params.values.length + 1;
  const narrowed = narrowing === undefined ? where : `${narrowing} AND ${where}`;
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} WHERE ${narrowed} LIMIT $${next}) AS matches`,
    [...params.values, window],
  );
  const totalElements = counted?.total ?? 0;
  const offset = size * page;
  if (offset >= totalElements) return { rows: [], totalElements };
  const pageWhere = narrowsPage || totalElements < window ? narrowed : where;
  // The page's keys as an array the outer scan looks up by key: its rows are read only for the page.
  const pageKeys = `SELECT ${key} FROM ${from} WHERE ${pageWhere} ORDER BY ${orderBy} LIMIT $${next} OFFSET $${next + 1}`;
  const rows = await db.query<Row>(`SELECT ${columns} FROM ${from} WHERE ${key} = ANY(ARRAY(${pageKeys})) ORDER BY ${orderBy}`, [
    ...params.values,
    Math.min(size, totalElements - offset),
    offset,
  ]);
  return { rows, totalElements };
}
