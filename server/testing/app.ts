// A migrated, seeded portal on one of the test databases, for tests that go through HTTP.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/connection.js';
import type { TestDatabaseKind } from '../db/testing/databases.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export async function openTestApp(kind: TestDatabaseKind, options: { staticDir?: string; mediaDir?: string } = {}): Promise<TestApp> {
  const database = await kind.openSeeded();
  // Tests share a few CPUs and an in-process PGlite; a stalled event loop there is load, not a fault to shed.
  const app = await buildApp({ db: database.db, loadShedding: false, ...options });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
