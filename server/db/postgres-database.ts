import pg from 'pg';
import type { Database, Queryable } from './connection.js';
import { CopyFromStdin } from './copy-from-stdin.js';

export interface PostgresOptions {
  connectionString: string;
  /** A schema to work in: created when missing and put first on every connection's search_path. */
  schema?: string;
  /** The most connections open at once (pg's default: 10). */
  poolSize?: number;
}

// A schema name goes into SQL as an identifier, which cannot be a parameter, so only plain names pass.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { connectionString, schema, poolSize } = options;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _.`);
    await createSchema(connectionString, schema);
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // A startup parameter, so the search_path is set before any query runs on the connection.
    options: schema === undefined ? undefined : `-c search_path=${schema}`,
  });
  // An idle client losing its server is reported here; without a listener it would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  return {
    ...queryable(pool),
    transaction: (work) => inTransaction(pool, work),
    close: () => pool.end(),
  };
}

async function createSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await target.query(sql, params)).rows as T[],
    exec: async (script) => {
      await target.query(script);
    },
    copyFrom: async (table, columns, rows) => {
      const copy = new CopyFromStdin(`COPY ${table} (${columns.join(', ')}) FROM STDIN`, rows);
      // A submittable query: pg hands it the COPY's messages. A pool runs it on one of its clients and answers with
      // a promise of its own (which fails too if no client connects).
      const [copied] = await Promise.all([copy.done, target.query(copy as unknown as pg.QueryConfig)]);
      return copied;
    },
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(queryable(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // If even the rollback fails the connection is unusable: it is destroyed on release instead of
    // going back to the pool, and the caller still sees the error that started it.
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
