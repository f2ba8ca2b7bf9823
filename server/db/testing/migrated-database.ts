// For tests (*.test.ts only): a test database with every migration applied, for one describe's tests.
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../connection.js';
import { migrate } from '../migrate.js';
import type { TestDatabase, TestDatabaseKind } from './databases.js';

/**
 * Opened and migrated (then given to `prepare`) before the calling describe's tests, disposed after them;
 * its `db` is there once the tests run.
 */
export function migratedTestDatabase(kind: TestDatabaseKind, prepare?: (db: Database) => Promise<unknown>): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await kind.open());
    await migrate(database.db);
    await prepare?.(database.db);
  });
  afterAll(() => database.dispose?.());
  return database;
}
