import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

/** What repositories need: parameterised queries, and multi-statement scripts for migrations. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters (migrations only). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; connectionString: string; schema?: string };

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPgliteDatabase({ dataDir: options.dataDir })
    : openPostgresDatabase({ connectionString: options.connectionString, schema: options.schema });
}
