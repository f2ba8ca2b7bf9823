import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/connection.js';

export interface LiveAppointmentRepository {
  /** The account's reservation of the live: made now, or the one it already has. Returns its id. */
  reserve(accountId: string, liveId: string): Promise<string>;
  /** Cancels a reservation of the account; false when the account has none with this id. */
  cancel(accountId: string, id: string): Promise<boolean>;
}

export function createLiveAppointmentRepository(db: Queryable): LiveAppointmentRepository {
  return {
    async reserve(accountId, liveId) {
      await db.query(
        `INSERT INTO live_appointments (id, account_id, live_id) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, live_id) DO NOTHING`,
        [randomUUID(), accountId, liveId],
      );
      const [row] = await db.query<{ id: string }>('SELECT id FROM live_appointments WHERE account_id = $1 AND live_id = $2', [
        accountId,
        liveId,
      ]);
      if (!row) throw new Error(`The reservation of live ${liveId} was not stored.`);
      return row.id;
    },

    async cancel(accountId, id) {
      const rows = await db.query('DELETE FROM live_appointments WHERE id = $1 AND account_id = $2 RETURNING id', [id, accountId]);
      return rows.length > 0;
    },
  };
}
