import type { Queryable } from '../../db/connection.js';
import type { SqlParams } from '../../filter/sql-params.js';

/** One page of rows and how many rows there are in all. */
export interface RowPage<Row> {
  rows: Row[];
  totalElements: number;
}

/** A query whose SQL text is written in code; everything the client sent is in `params`. */
export interface PagedQuery {
  columns: string;
  from: string;
  where: string;
  orderBy: string;
  params: SqlParams;
  size: number;
  /** Zero-based page number. */
  page: number;
}

export async function queryPage<Row>(db: Queryable, { columns, from, where, orderBy, params, size, page }: PagedQuery): Promise<RowPage<Row>> {
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, [...params.values]);
  const totalElements = counted?.total ?? 0;
  const offset = size * page;
  if (offset >= totalElements) return { rows: [], totalElements };
  const limitParam = params.add(size);
  const offsetParam = params.add(offset);
  const rows = await db.query<Row>(
    `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limitParam} OFFSET ${offsetParam}`,
    params.values,
  );
  return { rows, totalElements };
}
