// For tests (*.test.ts and their helpers only): the PostgreSQL the server tests run on.
import pg from 'pg';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** TEST_POSTGRES_URL with another database. */
export function postgresUrlOf(database: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.href;
}

/** A connection to the test PostgreSQL (or another URL on it) for `work`, closed after it. */
export async function withTestPostgres<T>(work: (client: pg.Client) => Promise<T>, connectionString = TEST_POSTGRES_URL): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
