// A value one deployment keeps in its database for every server instance on it (a key pair, a secret):
// made by whichever instance needs it first, then read by the others.
import type { Database, Queryable } from './connection.js';

export interface StoredValue<Row, Value> {
  /** The pg_advisory_xact_lock key: two instances starting on an empty database must not each make one. */
  lock: number;
  /** The stored row; undefined while there is none. */
  read(tx: Queryable): Promise<Row | undefined>;
  /** Makes the row and stores it. */
  create(tx: Queryable): Promise<Row>;
  /** The value the row holds, worked out once per instance. */
  toValue(row: Row): Value;
}

/** A function giving the value, loading (or making) it on the first call; a failed load is tried again on the next. */
export function deploymentValue<Row, Value>(db: Database, stored: StoredValue<Row, Value>): () => Promise<Value> {
  let loaded: Promise<Value> | undefined;
  return () => {
    loaded ??= load(db, stored).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

async function load<Row, Value>(db: Database, { lock, read, create, toValue }: StoredValue<Row, Value>): Promise<Value> {
  const row = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lock]);
    return (await read(tx)) ?? create(tx);
  });
  return toValue(row);
}
