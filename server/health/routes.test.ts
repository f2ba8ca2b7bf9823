import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { blankClusterTemplate } from '../db/blank-pglite-cluster.js';
import type { Database } from '../db/connection.js';
import { openPgliteInWorker } from '../db/pglite-thread-database.js';
import { HEALTH_CHECK_TIMEOUT_MS } from './routes.js';

describe('/healthz on the embedded database, which runs on its own thread', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openPgliteInWorker({ loadDataDir: await blankClusterTemplate() });
    app = await buildApp({ db, loadShedding: false });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers 503 E503_DATABASE_UNAVAILABLE within 2 s while the database is stuck, and 200 once it answers again', async () => {
    // PGlite has one connection: a query that runs for 2.5 s holds every other one behind it.
    const stuck = db.query('SELECT pg_sleep(2.5)');
    const started = Date.now();
    const response = await app.inject('/healthz');
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json().errorList[0].errorCode).toBe('E503_DATABASE_UNAVAILABLE');
    expect(took).toBeGreaterThanOrEqual(HEALTH_CHECK_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(2_000);
    await stuck;
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});
