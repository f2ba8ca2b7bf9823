// For the e-catalogue and short-video route tests (*.test.ts only): a seeded portal and its public GET calls.
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabaseKind } from '../../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../../testing/app.js';

export interface PublicApi {
  /** The status and JSON body of a visitor's GET. */
  // The tests read the replies' fields as the JSON has them, already checked against the schemas by the routes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(url: string): Promise<{ status: number; body: any }>;
}

/** A migrated, seeded portal on the database, opened before the calling describe's tests and closed after them. */
export function openPublicApi(kind: TestDatabaseKind): PublicApi {
  let portal: TestApp | undefined;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());
  return {
    async get(url) {
      if (!portal) throw new Error('the portal is not open yet');
      const response = await portal.app.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
