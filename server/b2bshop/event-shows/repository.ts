import type { Queryable } from '../../db/connection.js';
import { wallTimeSql } from '../../db/wall-time-sql.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';

export interface EventShowRow {
  id: string;
  shop_code: string;
  exhibitor_name: Translations;
  title: Translations;
  description: Translations;
  start_time: string;
  end_time: string;
  online: boolean;
  venue: Translations | null;
  cover_url: string;
}

export interface NewEventShow {
  shopCode: string;
  title: Translations;
  description: Translations;
  startsAt: Date;
  endsAt: Date;
  venue: Translations | null;
  coverUrl: string;
}

/** How many of a shop's shows its page lists at most. */
export const SHOP_EVENT_SHOWS_LIMIT = 20;

const COLUMNS = `s.id::text AS id, s.shop_code, e.name AS exhibitor_name, s.title, s.description,
  ${wallTimeSql('s.starts_at')} AS start_time, ${wallTimeSql('s.ends_at')} AS end_time, s.online, s.venue, s.cover_url`;
const FROM = 'event_shows s JOIN exhibitors e ON e.shop_code = s.shop_code';

export interface EventShowRepository {
  find(id: string): Promise<EventShowRow | undefined>;
  /** The shop's shows that have not ended by `now`, soonest first; undefined when there is no such shop. */
  listNotEnded(shopCode: string, now: Date): Promise<EventShowRow[] | undefined>;
  insert(show: NewEventShow): Promise<void>;
  count(): Promise<number>;
}

export function createEventShowRepository(db: Queryable): EventShowRepository {
  return {
    async find(id) {
      const [row] = await db.query<EventShowRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE s.id = $1::bigint`, [id]);
      return row;
    },
    async listNotEnded(shopCode, now) {
      const [shop] = await db.query('SELECT 1 FROM exhibitors WHERE shop_code = $1', [shopCode]);
      if (!shop) return undefined;
      return db.query<EventShowRow>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE s.shop_code = $1 AND s.ends_at > $2::timestamptz ORDER BY s.starts_at, s.id LIMIT ${SHOP_EVENT_SHOWS_LIMIT}`,
        [shopCode, now.toISOString()],
      );
    },
    async insert({ shopCode, title, description, startsAt, endsAt, venue, coverUrl }) {
      await db.query(
        `INSERT INTO event_shows (shop_code, title, description, starts_at, ends_at, online, venue, cover_url)
         VALUES ($1, $2::jsonb, $3::jsonb, $4::timestamptz, $5::timestamptz, $6, $7::jsonb, $8)`,
        [
          shopCode,
          JSON.stringify(title),
          JSON.stringify(description),
          startsAt.toISOString(),
          endsAt.toISOString(),
          venue === null,
          venue === null ? null : JSON.stringify(venue),
          coverUrl,
        ],
      );
    },
    async count() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM event_shows');
      return row?.count ?? 0;
    },
  };
}
