// An exhibitor's live sessions (issue 28): the company's own, written by its sellers, with who booked them, and
// the reminders owed to those who booked once one goes live.
import { randomUUID } from 'node:crypto';
import type { LiveState, SellerLiveDocument } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';
import { storedWallTimeSql, wallTimeSql } from '../../db/wall-time-sql.js';
import { liveStateSql } from '../../b2bshop/lives/live-state.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import type { InquiryBuyer } from '../inquiries/repository.js';

export interface SellerLiveRow {
  id: string;
  title: Translations;
  startsAt: string;
  endsAt: string;
  streamUrl: string | null;
  coverUrl: string | null;
  state: LiveState;
  bookings: number;
}

export interface DueReminder {
  liveId: string;
  siteTraderId: string;
  title: Translations;
  accountIds: string[];
}

/** How many lives the seller's list holds at most. */
export const SELLER_LIVE_LIMIT = 100;

export interface SellerLiveRepository {
  list(siteTraderId: string, now: string): Promise<SellerLiveRow[]>;
  find(siteTraderId: string, id: string, now: string): Promise<SellerLiveRow | undefined>;
  create(siteTraderId: string, document: SellerLiveDocument): Promise<string>;
  /** false when the live is not the company's. */
  update(siteTraderId: string, id: string, document: SellerLiveDocument): Promise<boolean>;
  /** Who booked the company's live, latest first; undefined when it is not the company's. */
  bookings(siteTraderId: string, id: string): Promise<Array<{ buyer: InquiryBuyer; bookedAt: string }> | undefined>;
  /** Exhibitors' lives on at `now` whose bookers were not reminded yet, each marked reminded as it is taken. */
  takeDueReminders(now: string): Promise<DueReminder[]>;
}

const columns = (now: string) => `l.id, l.title, ${storedWallTimeSql('l.starts_at')} AS "startsAt", ${storedWallTimeSql('l.ends_at')} AS "endsAt",
  l.stream_url AS "streamUrl", l.cover_url AS "coverUrl", ${liveStateSql('l.starts_at', 'l.ends_at', now)} AS state,
  (SELECT count(*)::int FROM live_appointments b WHERE b.live_id = l.id) AS bookings`;

export function createSellerLiveRepository(db: Queryable): SellerLiveRepository {
  return {
    async list(siteTraderId, now) {
      return db.query<SellerLiveRow>(
        `SELECT ${columns('$2')} FROM lives l WHERE l.site_trader_id = $1 ORDER BY l.starts_at DESC, l.id LIMIT ${SELLER_LIVE_LIMIT}`,
        [siteTraderId, now],
      );
    },

    async find(siteTraderId, id, now) {
      const [row] = await db.query<SellerLiveRow>(`SELECT ${columns('$3')} FROM lives l WHERE l.site_trader_id = $1 AND l.id = $2`, [siteTraderId, id, now]);
      return row;
    },

    async create(siteTraderId, { title, startsAt, endsAt, streamUrl, coverUrl }) {
      const id = `live-${randomUUID()}`;
      await db.query(
        `INSERT INTO lives (id, title, starts_at, ends_at, stream_url, cover_url, site_trader_id)
         VALUES ($1, $2, $3::timestamp, $4::timestamp, $5, $6, $7)`,
        [id, JSON.stringify(title), startsAt, endsAt, streamUrl, coverUrl, siteTraderId],
      );
      return id;
    },

    async update(siteTraderId, id, { title, startsAt, endsAt, streamUrl, coverUrl }) {
      // A new start is a new going-live: its bookers are reminded again then.
      const rows = await db.query(
        `UPDATE lives SET title = $3, starts_at = $4::timestamp, ends_at = $5::timestamp, stream_url = $6, cover_url = $7,
                reminded_at = CASE WHEN starts_at = $4::timestamp THEN reminded_at END
          WHERE site_trader_id = $1 AND id = $2 RETURNING id`,
        [siteTraderId, id, JSON.stringify(title), startsAt, endsAt, streamUrl, coverUrl],
      );
      return rows.length > 0;
    },

    async bookings(siteTraderId, id) {
      const [owned] = await db.query('SELECT 1 FROM lives WHERE site_trader_id = $1 AND id = $2', [siteTraderId, id]);
      if (!owned) return undefined;
      const rows = await db.query<{ name: string; company: string | null; country: string | null; type: string | null; bookedAt: string }>(
        `SELECT a.name, t.name AS company, t.country_or_region AS country, t.business_type AS type, ${wallTimeSql('b.created_at')} AS "bookedAt"
           FROM live_appointments b JOIN accounts a ON a.id = b.account_id LEFT JOIN site_traders t ON t.id = a.site_trader_id
          WHERE b.live_id = $1 ORDER BY b.created_at DESC, b.id`,
        [id],
      );
      return rows.map(({ name, company, country, type, bookedAt }) => ({ buyer: { name, company, countryOrRegion: country, buyerType: type }, bookedAt }));
    },

    async takeDueReminders(now) {
      const due = await db.query<{ id: string; site_trader_id: string; title: Translations }>(
        `UPDATE lives SET reminded_at = now()
          WHERE site_trader_id IS NOT NULL AND reminded_at IS NULL AND starts_at <= $1::timestamp AND $1::timestamp < ends_at
          RETURNING id, site_trader_id, title`,
        [now],
      );
      if (due.length === 0) return [];
      const bookers = await db.query<{ live_id: string; account_id: string }>(
        'SELECT live_id, account_id FROM live_appointments WHERE live_id = ANY($1::text[]) ORDER BY live_id, created_at',
        [due.map(({ id }) => id)],
      );
      return due.map(({ id, site_trader_id, title }) => ({
        liveId: id,
        siteTraderId: site_trader_id,
        title,
        accountIds: bookers.filter((booker) => booker.live_id === id).map((booker) => booker.account_id),
      }));
    },
  };
}
