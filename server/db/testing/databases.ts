// The two databases every server test runs against: PGlite in memory and a throw-away schema (a throw-away
// database for a seeded one) on the PostgreSQL at TEST_POSTGRES_URL. Used by *.test.ts files only.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { blankClusterTemplate } from '../blank-pglite-cluster.js';
import type { Database } from '../connection.js';
import { migrate } from '../migrate.js';
import { openPgliteDatabase } from '../pglite-database.js';
import { openPostgresDatabase } from '../postgres-database.js';
import { seedIfEmpty } from '../seed.js';
import { currentSeededTemplate, type SeededTemplate } from './seeded-templates.js';
import { postgresUrlOf, TEST_POSTGRES_URL, withTestPostgres } from './postgres.js';

export { TEST_POSTGRES_URL };

export interface TestDatabase {
  db: Database;
  /** Closes the connections and removes what the test stored. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  /** A blank database. */
  open(): Promise<TestDatabase>;
  /** A database as `migrate` then `seedIfEmpty` leave a blank one now: a copy of the run's seeded template while it is young. */
  openSeeded(): Promise<TestDatabase>;
}

export const testDatabases: TestDatabaseKind[] = [
  { name: 'PGlite', open: openTestPglite, openSeeded: () => openSeeded(openTestPglite, copyOfPgliteTemplate) },
  { name: 'PostgreSQL', open: openTestPostgres, openSeeded: () => openSeeded(openTestPostgres, copyOfPostgresTemplate) },
];

async function openSeeded(open: () => Promise<TestDatabase>, copy: (template: SeededTemplate) => Promise<TestDatabase>): Promise<TestDatabase> {
  const template = await currentSeededTemplate();
  if (template) return copy(template);
  const database = await open();
  await migrate(database.db);
  await seedIfEmpty(database.db);
  return database;
}

let loadedPgliteTemplate: { path: string; dump: Blob } | undefined;

async function copyOfPgliteTemplate(template: SeededTemplate): Promise<TestDatabase> {
  if (loadedPgliteTemplate?.path !== template.pgliteDump) {
    loadedPgliteTemplate = { path: template.pgliteDump, dump: new Blob([readFileSync(template.pgliteDump)]) };
  }
  const db = await openPgliteDatabase({ loadDataDir: loadedPgliteTemplate.dump });
  return { db, dispose: () => db.close() };
}

async function copyOfPostgresTemplate(template: SeededTemplate): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withTestPostgres((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.postgresDatabase}`));
  const db = await openPostgresDatabase({ connectionString: postgresUrlOf(name) });
  return {
    db,
    dispose: async () => {
      await db.close();
      await withTestPostgres((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    },
  };
}

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
