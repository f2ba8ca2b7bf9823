import type { LiveState } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';
import { storedWallTimeSql } from '../../db/wall-time-sql.js';
import { exhibitorRefColumns, exhibitorRefJoins, type ExhibitorRefRow } from '../../member/actions/listings/exhibitor-ref.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { liveStateSql } from './live-state.js';

/** A stored live with its state at the wall time the query was given, and its exhibitor (all null for the fair's own). */
export interface LiveRow extends ExhibitorRefRow {
  id: string;
  title: Translations;
  starts_at: string;
  ends_at: string;
  state: LiveState;
  cover_url: string | null;
  stream_url: string | null;
}

/** How many lives a list holds at most. */
export const LIVE_LIST_LIMIT = 100;

/** The columns of a LiveRow of `lives` as `l`, its state at the wall time in the parameter `nowParameter` ($1 …). */
export function liveColumns(nowParameter: string): string {
  return `l.id, l.title, ${storedWallTimeSql('l.starts_at')} AS starts_at, ${storedWallTimeSql('l.ends_at')} AS ends_at,
    ${liveStateSql('l.starts_at', 'l.ends_at', nowParameter)} AS state, l.cover_url, l.stream_url,
    ${exhibitorRefColumns('lt', 'le')}`;
}

/** The joins liveColumns reads the exhibitor through. */
export const LIVE_EXHIBITOR_JOINS = exhibitorRefJoins('l.site_trader_id', 'lt', 'le');

// LIVE first, then UPCOMING soonest first, then ENDED latest first (schemas/lives/live-list).
const LIST_ORDER = `CASE state WHEN 'LIVE' THEN 0 WHEN 'UPCOMING' THEN 1 ELSE 2 END,
  CASE WHEN state = 'ENDED' THEN NULL ELSE starts_at END ASC,
  CASE WHEN state = 'ENDED' THEN ends_at END DESC, id`;

/** The lives visitors see (/b2bshop/api/lives/public): read only; the seed and the exhibitors' tools write them. */
export interface LiveReader {
  /** The lives at the wall time `now`, of one state or of all, in the list's order. */
  list(now: string, state?: LiveState): Promise<LiveRow[]>;
  find(id: string, now: string): Promise<LiveRow | undefined>;
}

export function createLiveReader(db: Queryable): LiveReader {
  return {
    async list(now, state) {
      return db.query<LiveRow>(
        `SELECT * FROM (SELECT ${liveColumns('$1')} FROM lives l ${LIVE_EXHIBITOR_JOINS}) live
          WHERE $2::text IS NULL OR state = $2::text
          ORDER BY ${LIST_ORDER} LIMIT ${LIVE_LIST_LIMIT}`,
        [now, state ?? null],
      );
    },

    async find(id, now) {
      const [row] = await db.query<LiveRow>(`SELECT ${liveColumns('$1')} FROM lives l ${LIVE_EXHIBITOR_JOINS} WHERE l.id = $2`, [now, id]);
      return row;
    },
  };
}
