// A throw-away PostgreSQL schema for one test run, so runs never see each other's data.
import type pg from 'pg';
import { TEST_POSTGRES_URL, withTestPostgres } from '../../server/db/testing/postgres';

export function databaseUrlFor(schema: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export function withPostgres<T>(work: (client: pg.Client) => Promise<T>, schema?: string): Promise<T> {
  return withTestPostgres(work, schema ? databaseUrlFor(schema) : undefined);
}
