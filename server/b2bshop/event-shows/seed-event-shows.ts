import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedEventShows } from '../../../common/generated/types.js';
import type { Database } from '../../db/connection.js';
import { SEED_DIR } from '../../db/seed-files.js';
import { assertDocument } from '../../schemas/document-validator.js';
import { createEventShowRepository } from './repository.js';

export const EVENT_SHOWS_FILE = 'event-shows.json';

// Several servers may start at once on an empty PostgreSQL; only one of them seeds.
const SEED_LOCK = 720_471_512;
const MS_PER_HOUR = 3_600_000;

/** fixtures/seed/event-shows.json, checked against schemas/seed/event-shows.schema.json. */
export function readSeedEventShows(dir: string = SEED_DIR): SeedEventShows {
  const value: unknown = JSON.parse(readFileSync(join(dir, EVENT_SHOWS_FILE), 'utf8'));
  return assertDocument<SeedEventShows>('seed/event-shows.schema.json', value, EVENT_SHOWS_FILE);
}

/**
 * While no event show is stored, stores the demo exhibitors' shows, timed from `now` so the demo always
 * has some upcoming, one on now and one ended. Runs after the catalogue; a show of a shop that is not in
 * the database is left out. Returns how many it stored.
 */
export async function seedEventShowsIfEmpty(db: Database, dir: string = SEED_DIR, now: Date = new Date()): Promise<number> {
  const { eventShows } = readSeedEventShows(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK]);
    const repository = createEventShowRepository(tx);
    if ((await repository.count()) > 0) return 0;
    const shops = new Set((await tx.query<{ shop_code: string }>('SELECT shop_code FROM exhibitors')).map((row) => row.shop_code));
    let stored = 0;
    for (const { shopCode, title, description, startsInHours, durationHours, venue, coverUrl } of eventShows) {
      if (!shops.has(shopCode)) continue;
      // Whole hours from now, so the seeded times read as round wall times.
      const startsAt = new Date(Math.floor(now.valueOf() / MS_PER_HOUR) * MS_PER_HOUR + startsInHours * MS_PER_HOUR);
      const endsAt = new Date(startsAt.valueOf() + durationHours * MS_PER_HOUR);
      await repository.insert({ shopCode, title, description, startsAt, endsAt, venue, coverUrl });
      stored += 1;
    }
    return stored;
  });
}
