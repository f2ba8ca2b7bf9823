import { lockDataDir } from './data-dir-lock.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPgliteInWorker } from './pglite-thread-database.js';
import { openPostgresDatabase, type PostgresOptions } from './postgres-database.js';

/** What repositories need: parameterised queries, and multi-statement scripts for migrations. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters (migrations only). */
  exec(script: string): Promise<void>;
  /**
   * PostgreSQL only (PGlite has no COPY from a client): `COPY table (columns) FROM STDIN` of rows in COPY's text
   * format (copy-from-stdin.ts), streamed; returns how many rows it copied.
   */
  copyFrom?(table: string, columns: readonly string[], rows: AsyncIterable<string> | Iterable<string>): Promise<number>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions = { kind: 'pglite'; dataDir?: string } | ({ kind: 'postgres' } & PostgresOptions);

/**
 * PostgreSQL (many instances may share it), or the embedded PGlite: in memory, or on a folder that this process
 * then owns alone (data-dir-lock.ts) and runs on a thread of its own (pglite-thread-database.ts).
 */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgresDatabase(options);
  return options.dataDir === undefined ? openPgliteDatabase() : openOwnedPglite(options.dataDir);
}

async function openOwnedPglite(dataDir: string): Promise<Database> {
  const lock = lockDataDir(dataDir);
  let db: Database;
  try {
    db = await openPgliteInWorker({ dataDir });
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
