// For tests: a migrated, seeded database of each kind that test apps start from as copies, instead of each
// migrating and seeding its own (server/testing/app.ts). The server tests' global setup makes the first one.
//
// The seed times some rows from now (the local IM's messages minutes ago, event shows by the hour, press
// invitations by the UTC+8 day), so a copy stands for seeding now only while its template is young. The first
// test to find the template older makes a new one; tests that open a database meanwhile seed their own.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { blankClusterTemplate } from '../blank-pglite-cluster.js';
import type { Database } from '../connection.js';
import { migrate } from '../migrate.js';
import { createPglite, pgliteDatabase } from '../pglite-database.js';
import { openPostgresDatabase } from '../postgres-database.js';
import { seedIfEmpty } from '../seed.js';
import { createLoginKeyStore } from '../../auth/login-key.js';
import { postgresUrlOf, withTestPostgres } from './postgres.js';

export interface SeededTemplate {
  /** A `dumpDataDir` tarball of a migrated, seeded PGlite (uncompressed: it loads faster, in every test file). */
  pgliteDump: string;
  /** A migrated, seeded database on the test PostgreSQL, to copy with CREATE DATABASE … TEMPLATE. */
  postgresDatabase: string;
  /** When it was seeded (ms since the epoch). */
  seededAt: number;
}

interface SeededTemplatesOfRun {
  /** Holds the PGlite dumps, the current template's description and the lock of whoever makes a new one. */
  dir: string;
  /** Every template database of the run is named with it, so the run's end drops them all. */
  databasePrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: SeededTemplatesOfRun;
  }
}

/** How long a template stands for seeding now; never past the hour it was seeded in either. */
const MAX_AGE_MS = 2 * 60_000;
const MS_PER_HOUR = 3_600_000;
const CURRENT_FILE = 'current.json';
// A folder, as mkdir is atomic: one test process at a time makes a new template.
const LOCK_DIR = 'making';

/** For the global setup: makes the first template, provides the run's templates to the tests, and removes them after. */
export async function provideSeededTemplates(project: TestProject): Promise<() => Promise<void>> {
  const run = { dir: mkdtempSync(join(tmpdir(), 'portal-seeded-')), databasePrefix: `test_template_${randomBytes(4).toString('hex')}` };
  publish(run, await makeTemplate(run));
  project.provide('seededTemplates', run);
  return async () => {
    await withTestPostgres(async (client) => {
      const made = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [run.databasePrefix]);
      for (const { datname } of made.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
    rmSync(run.dir, { recursive: true, force: true });
  };
}

/** The run's template if it is young, a new one if it was not and nobody else is making one; else undefined. */
export async function currentSeededTemplate(): Promise<SeededTemplate | undefined> {
  const run = inject('seededTemplates') as SeededTemplatesOfRun | undefined;
  if (!run) return undefined;
  const current = JSON.parse(readFileSync(join(run.dir, CURRENT_FILE), 'utf8')) as SeededTemplate;
  if (isYoung(current)) return current;
  const lock = join(run.dir, LOCK_DIR);
  try {
    mkdirSync(lock);
  } catch {
    return undefined;
  }
  try {
    const template = await makeTemplate(run);
    publish(run, template);
    return template;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isYoung({ seededAt }: SeededTemplate): boolean {
  const now = Date.now();
  return now - seededAt < MAX_AGE_MS && Math.floor(seededAt / MS_PER_HOUR) === Math.floor(now / MS_PER_HOUR);
}

function publish(run: SeededTemplatesOfRun, template: SeededTemplate): void {
  const partial = join(run.dir, `${CURRENT_FILE}.${process.pid}`);
  writeFileSync(partial, JSON.stringify(template));
  renameSync(partial, join(run.dir, CURRENT_FILE));
}

async function makeTemplate(run: SeededTemplatesOfRun): Promise<SeededTemplate> {
  const seededAt = Date.now();
  const name = `${run.databasePrefix}_${randomBytes(4).toString('hex')}`;
  const [pgliteDump, postgresDatabase] = await Promise.all([seededPgliteDump(join(run.dir, `${name}.tar`)), seededPostgresDatabase(name)]);
  return { pgliteDump, postgresDatabase, seededAt };
}

/**
 * Migrated and seeded, and with the login key pair a first start makes on first use: an RSA key costs each copy
 * 150 ms at its first login otherwise.
 */
async function prepare(db: Database): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db);
  await createLoginKeyStore(db).current();
}

async function seededPgliteDump(path: string): Promise<string> {
  const pglite = await createPglite({ loadDataDir: await blankClusterTemplate() });
  try {
    const db = pgliteDatabase(pglite);
    await prepare(db);
    writeFileSync(path, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return path;
  } finally {
    await pglite.close();
  }
}

// A database (not a schema) so that CREATE DATABASE … TEMPLATE can copy it whole, in a fraction of a second.
async function seededPostgresDatabase(name: string): Promise<string> {
  await withTestPostgres((client) => client.query(`CREATE DATABASE ${name}`));
  const db = await openPostgresDatabase({ connectionString: postgresUrlOf(name) });
  try {
    await prepare(db);
  } finally {
    // A template database copies only while nobody is connected to it.
    await db.close();
  }
  return name;
}
