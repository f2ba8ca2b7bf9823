import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from '../../scripts/portal-process';
import { ensureBuilt } from '../../server/config/front-end-build';
import { databaseUrlFor, withPostgres } from './postgres-schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal on its embedded default (PGlite in a fresh data folder). */
    embeddedPortalUrl: string;
    /** The portal on PostgreSQL, in the schema `postgresSchema`, whose rows the tests may change. */
    postgresPortalUrl: string;
    postgresSchema: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const schema = `e2e_${process.pid}_${Date.now()}`;
  await withPostgres((client) => client.query(`CREATE SCHEMA ${schema}`));

  // Each portal would build a stale front end on start; two builds at once overwrite each other's files.
  ensureBuilt(process.cwd());
  // The session tests read login codes from /dev/mailbox, which only CODE_PORT=dev-mailbox serves. The crawls
  // open a dozen windows at once from one address, many visitors' worth of calls: the limit per address (600 a
  // minute) is raised as the load benches raise it, so they test the pages, not the limiter (which server tests
  // cover).
  const testing = { CODE_PORT: 'dev-mailbox', RATE_LIMIT_MAX: '20000' };
  const [embedded, postgres] = await Promise.all([
    startPortal({ PORTAL_DATA_DIR: dataDir, ...testing }),
    // Its pictures go to a folder of the run's own, not the working tree's ./data/media.
    startPortal({ DATABASE_URL: databaseUrlFor(schema), MEDIA_DIR: join(dataDir, 'postgres-media'), ...testing }),
  ]);
  project.provide('embeddedPortalUrl', embedded.url);
  project.provide('postgresPortalUrl', postgres.url);
  project.provide('postgresSchema', schema);

  return async () => {
    await Promise.all([embedded.stop(), postgres.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    await withPostgres((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  };
}
