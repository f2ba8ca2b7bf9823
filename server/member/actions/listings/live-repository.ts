import type { Queryable } from '../../../db/connection.js';
import type { Translations } from './product-repository.js';

/** A live as stored; the public reads are server/b2bshop/lives/repository.ts. */
export interface Live {
  id: string;
  title: Translations;
  /** UTC+8 wall time 'YYYY-MM-DD HH:mm:ss'. */
  startsAt: string;
  /** UTC+8 wall time, after startsAt. */
  endsAt: string;
  coverUrl: string | null;
  /** The stream's address (the CDN's in production); the API shows it only while the live is on. */
  streamUrl: string | null;
  /** The exhibitor's company; null for the fair's own channels. */
  siteTraderId: string | null;
}

export interface LiveRepository {
  /** Stores a live under its own id; an id already stored is left as it is. Returns whether it stored it. */
  insert(live: Live): Promise<boolean>;
}

export function createLiveRepository(db: Queryable): LiveRepository {
  return {
    async insert({ id, title, startsAt, endsAt, coverUrl, streamUrl, siteTraderId }) {
      const stored = await db.query(
        `INSERT INTO lives (id, title, starts_at, ends_at, cover_url, stream_url, site_trader_id)
         VALUES ($1, $2::jsonb, $3::timestamp, $4::timestamp, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [id, JSON.stringify(title), startsAt, endsAt, coverUrl, streamUrl, siteTraderId],
      );
      return stored.length > 0;
    },
  };
}
