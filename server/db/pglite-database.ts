import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './connection.js';

export interface PgliteOptions {
  /** Where the cluster lives on disk; in memory when absent. */
  dataDir?: string;
  /** A cluster to start from (a `dumpDataDir()` tarball), which skips initdb. */
  loadDataDir?: Blob;
}

/** The embedded default: PostgreSQL compiled to WebAssembly, in this process. */
export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  return pgliteDatabase(await createPglite(options));
}

/** The PGlite itself, with the extensions the migrations use; `pgliteDatabase` makes it a Database. */
export function createPglite(options: PgliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { btree_gin, pg_trgm } });
}

export function pgliteDatabase(pglite: PGlite): Database {
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows,
    exec: async (script) => {
      await target.exec(script);
    },
  };
}
