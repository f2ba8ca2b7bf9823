import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from './connection.js';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export interface Migration {
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
// Several servers may start at once against one PostgreSQL; this lock lets one migrate at a time.
const MIGRATION_LOCK = 720_471_501;

/** The migration files, in the order their numbers give. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies, in order and each in its own transaction, the migrations not applied yet; returns their names. */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name        text        PRIMARY KEY,
      applied_at  timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK]);
}
