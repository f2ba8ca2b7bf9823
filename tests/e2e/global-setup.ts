import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal, type PortalProcess } from '../../scripts/portal-process';
import { ensureBuilt } from '../../server/config/front-end-build';
import { databaseUrlFor, withPostgres } from './postgres-schema';

export interface PortalSet {
  /** The portal on its embedded default (PGlite in a fresh data folder). */
  embeddedPortalUrl: string;
  /** The portal on PostgreSQL, in the schema `postgresSchema`, whose rows the tests may change. */
  postgresPortalUrl: string;
  postgresSchema: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One set of portals per worker (portals.ts picks the worker's). */
    portalSets: PortalSet[];
  }
}

/**
 * Starts a set of portals, as `npm start` runs them, for each worker the run may use: files that run at once each
 * have portals of their own (the tests change rows and count on what they changed).
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const schemas = Array.from({ length: workers }, (_, at) => `e2e_${process.pid}_${Date.now()}_${at + 1}`);
  await withPostgres(async (client) => {
    for (const schema of schemas) await client.query(`CREATE SCHEMA ${schema}`);
  });

  // Each portal would build a stale front end on start; two builds at once overwrite each other's files.
  ensureBuilt(process.cwd());
  // The session tests read login codes from /dev/mailbox, which only CODE_PORT=dev-mailbox serves. The crawls
  // open a dozen windows at once from one address, many visitors' worth of calls: the limit per address (600 a
  // minute) is raised as the load benches raise it, so they test the pages, not the limiter (which server tests
  // cover).
  const testing = { CODE_PORT: 'dev-mailbox', RATE_LIMIT_MAX: '20000' };
  const started: PortalProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const portal = await startPortal({ ...env, ...testing });
    started.push(portal);
    return portal;
  };
  const stopAll = async () => {
    await Promise.all(started.map((portal) => portal.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    await withPostgres(async (client) => {
      for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    });
  };
  try {
    const sets = await Promise.all(
      schemas.map(async (schema, at): Promise<PortalSet> => {
        const [embedded, postgres] = await Promise.all([
          start({ PORTAL_DATA_DIR: join(dataDir, `embedded-${at + 1}`) }),
          // Its pictures go to a folder of the run's own, not the working tree's ./data/media.
          start({ DATABASE_URL: databaseUrlFor(schema), MEDIA_DIR: join(dataDir, `postgres-media-${at + 1}`) }),
        ]);
        return { embeddedPortalUrl: embedded.url, postgresPortalUrl: postgres.url, postgresSchema: schema };
      }),
    );
    project.provide('portalSets', sets);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
