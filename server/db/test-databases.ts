// The two databases every server test runs against: PGlite in memory and a throw-away schema on the
// PostgreSQL at TEST_POSTGRES_URL. Used by *.test.ts files only.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './connection.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  db: Database;
  /** Closes the connections and removes what the test stored. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<TestDatabase>;
}

export const testDatabases: TestDatabaseKind[] = [
  { name: 'PGlite', open: openTestPglite },
  { name: 'PostgreSQL', open: openTestPostgres },
];

async function openTestPglite(): Promise<TestDatabase> {
  const db = await openPgliteDatabase({ loadDataDir: await blankClusterTemplate() });
  return { db, dispose: () => db.close() };
}

async function openTestPostgres(): Promise<TestDatabase> {
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const db = await openPostgresDatabase({ connectionString: TEST_POSTGRES_URL, schema });
  return {
    db,
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

// A fresh PGlite runs initdb, which takes several seconds; a dump of a blank cluster loads in about
// one. It is made once per PGlite version and kept in the temporary folder.
async function blankClusterTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `portal-pglite-blank-${pgliteVersion()}.tar.gz`);
  if (!existsSync(path)) {
    const pglite = await PGlite.create();
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

function pgliteVersion(): string {
  const manifest = join(import.meta.dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  const version = typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : undefined;
  return typeof version === 'string' ? version : 'unknown';
}
