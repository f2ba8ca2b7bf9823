// A throw-away PostgreSQL schema for one test run, so runs never see each other's data.
import pg from 'pg';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrlFor(schema: string): string {
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export async function withPostgres<T>(work: (client: pg.Client) => Promise<T>, schema?: string): Promise<T> {
  const client = new pg.Client({ connectionString: schema ? databaseUrlFor(schema) : POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
