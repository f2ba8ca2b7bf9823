// Press invitations and the media members' registrations for them.
import type { Queryable } from '../db/connection.js';
import type { Translations } from '../member/actions/listings/product-repository.js';
import { NOW_WALL_TIME_SQL, wallTimeText } from './wall-clock-sql.js';

export interface NewInvitation {
  id: string;
  title: Translations;
  place: Translations;
  eventTime: string;
  registrationDeadline: string;
  capacity: number;
  /** The organiser's status; the deadline and the seats decide the rest (invitation-status.ts). */
  status: 'OPEN' | 'CLOSED';
}

export interface InvitationRow extends NewInvitation {
  pastDeadline: boolean;
  registeredCount: number;
  /** Whether the account asked about has signed up. */
  registered: boolean;
}

export interface InvitationRepository {
  /** The invitation as `accountId` (null for a visitor) sees it; with `lock`, its row stays locked until the transaction ends. */
  find(id: string, accountId: string | null, options?: { lock?: boolean }): Promise<InvitationRow | undefined>;
  /** False when the account had signed up already. */
  register(invitationId: string, accountId: string): Promise<boolean>;
  insert(invitation: NewInvitation): Promise<void>;
  exists(id: string): Promise<boolean>;
  /** The operators' list: every invitation with its counts, the latest event first. */
  listAll(): Promise<InvitationRow[]>;
  /** Changes everything but the id; false when there is no such invitation. */
  update(invitation: NewInvitation): Promise<boolean>;
}

/** Invitations with their counts, as the account `account` (SQL: a parameter, or NULL for nobody) sees them. */
const selectWithCounts = (account: string) => `SELECT i.id, i.title, i.place, ${wallTimeText('i.event_time')} AS "eventTime",
        ${wallTimeText('i.registration_deadline')} AS "registrationDeadline", i.capacity, i.status,
        i.registration_deadline < ${NOW_WALL_TIME_SQL} AS "pastDeadline",
        (SELECT count(*)::int FROM press_registrations r WHERE r.invitation_id = i.id) AS "registeredCount",
        EXISTS (SELECT 1 FROM press_registrations r WHERE r.invitation_id = i.id AND r.account_id = ${account}::text) AS registered
   FROM press_invitations i`;

export function createInvitationRepository(db: Queryable): InvitationRepository {
  return {
    async find(id, accountId, { lock = false } = {}) {
      // FOR UPDATE cannot go with the aggregates, so the row is locked first, then read with its counts.
      if (lock) await db.query('SELECT id FROM press_invitations WHERE id = $1 FOR UPDATE', [id]);
      const [row] = await db.query<InvitationRow>(`${selectWithCounts('$2')} WHERE i.id = $1`, [id, accountId]);
      return row;
    },
    async listAll() {
      return db.query<InvitationRow>(`${selectWithCounts('NULL')} ORDER BY i.event_time DESC, i.id`);
    },
    async update({ id, title, place, eventTime, registrationDeadline, capacity, status }) {
      const rows = await db.query(
        `UPDATE press_invitations SET title = $2, place = $3, event_time = $4, registration_deadline = $5, capacity = $6, status = $7
          WHERE id = $1 RETURNING id`,
        [id, JSON.stringify(title), JSON.stringify(place), eventTime, registrationDeadline, capacity, status],
      );
      return rows.length > 0;
    },
    async register(invitationId, accountId) {
      const inserted = await db.query(
        'INSERT INTO press_registrations (invitation_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING account_id',
        [invitationId, accountId],
      );
      return inserted.length > 0;
    },
    async insert({ id, title, place, eventTime, registrationDeadline, capacity, status }) {
      await db.query(
        `INSERT INTO press_invitations (id, title, place, event_time, registration_deadline, capacity, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, JSON.stringify(title), JSON.stringify(place), eventTime, registrationDeadline, capacity, status],
      );
    },
    async exists(id) {
      return (await db.query('SELECT 1 FROM press_invitations WHERE id = $1', [id])).length > 0;
    },
  };
}
