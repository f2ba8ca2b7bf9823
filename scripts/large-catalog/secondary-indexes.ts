import type { Queryable } from '../../server/db/connection.js';

const INDEX_BUILD_MEMORY = '512MB';

/**
 * Runs `work` (a bulk write into `table`) with the table's secondary indexes dropped, and builds them again after
 * it, as the migrations defined them (pg_indexes keeps each one's CREATE INDEX). Building a trigram index once over
 * 3 million rows takes minutes; keeping it up to date row by row took hours. The indexes behind constraints (the
 * primary key, UNIQUE) stay. Run it in a transaction, so that no reader ever sees the table without them.
 */
export async function withoutSecondaryIndexes<T>(db: Queryable, table: string, work: () => Promise<T>, rebuilt: (index: string) => void): Promise<T> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))
      ORDER BY i.indexname`,
    [table],
  );
  for (const index of indexes) await db.query(`DROP INDEX ${quoteIdent(index.name)}`);
  const result = await work();
  // The trigram index of 3 million titles sorts in memory rather than in a dozen passes over temporary files.
  await db.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
  for (const index of indexes) {
    await db.query(index.definition);
    rebuilt(index.name);
  }
  return result;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
