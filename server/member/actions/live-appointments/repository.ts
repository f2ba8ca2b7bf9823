import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/connection.js';
import { wallTimeSql } from '../../../db/wall-time-sql.js';
import { LIVE_EXHIBITOR_JOINS, liveColumns, type LiveRow } from '../../../b2bshop/lives/repository.js';

/** A reservation with its live as it stands at the wall time asked for. */
export interface ReservationRow {
  reservation_id: string;
  reserved_at: string;
  live: LiveRow;
}

/** How many reservations the personal centre lists at most. */
export const RESERVATION_LIST_LIMIT = 100;

export interface LiveAppointmentRepository {
  /** The account's reservation of the live: made now, or the one it already has. Returns its id. */
  reserve(accountId: string, liveId: string): Promise<string>;
  /** Cancels a reservation of the account; false when the account has none with this id. */
  cancel(accountId: string, id: string): Promise<boolean>;
  /** The account's reservations by their live's start, each live's state at the UTC+8 wall time `now`. */
  listOf(accountId: string, now: string): Promise<ReservationRow[]>;
}

export function createLiveAppointmentRepository(db: Queryable): LiveAppointmentRepository {
  return {
    async reserve(accountId, liveId) {
      await db.query(
        `INSERT INTO live_appointments (id, account_id, live_id) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, live_id) DO NOTHING`,
        [randomUUID(), accountId, liveId],
      );
      const [row] = await db.query<{ id: string }>('SELECT id FROM live_appointments WHERE account_id = $1 AND live_id = $2', [accountId, liveId]);
      if (!row) throw new Error(`The reservation of live ${liveId} was not stored.`);
      return row.id;
    },

    async cancel(accountId, id) {
      const rows = await db.query('DELETE FROM live_appointments WHERE id = $1 AND account_id = $2 RETURNING id', [id, accountId]);
      return rows.length > 0;
    },

    async listOf(accountId, now) {
      const rows = await db.query<LiveRow & { reservation_id: string; reserved_at: string }>(
        `SELECT a.id AS reservation_id, ${wallTimeSql('a.created_at')} AS reserved_at, ${liveColumns('$1')}
           FROM live_appointments a JOIN lives l ON l.id = a.live_id ${LIVE_EXHIBITOR_JOINS}
          WHERE a.account_id = $2
          ORDER BY l.starts_at, l.id LIMIT ${RESERVATION_LIST_LIMIT}`,
        [now, accountId],
      );
      return rows.map(({ reservation_id, reserved_at, ...live }) => ({ reservation_id, reserved_at, live }));
    },
  };
}
