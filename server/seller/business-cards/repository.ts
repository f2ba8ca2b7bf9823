import type { ReceivedBusinessCard } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';
import { wallTimeSql } from '../../db/wall-time-sql.js';

/** How many received cards the seller's list holds at most. */
export const RECEIVED_CARD_LIST_LIMIT = 100;

/** The cards buyers sent to a company (business_card_exchanges, written by the buyers' Exchange buttons). */
export interface ReceivedCardRepository {
  /** The company's received cards, newest first, with what each buyer's card carries today. */
  listFor(siteTraderId: string): Promise<ReceivedBusinessCard[]>;
  /** The one card `buyerId` sent the company; undefined when the buyer sent none. */
  findFor(siteTraderId: string, buyerId: string): Promise<ReceivedBusinessCard | undefined>;
  /** Sends the company's card back, by `accountId`, the first time only; false when the buyer sent the company none. */
  markReturned(siteTraderId: string, buyerId: string, accountId: string): Promise<boolean>;
}

const RECEIVED_COLUMNS = `x.account_id AS "buyerId", coalesce(m.name, a.name) AS "buyerName", t.name AS "companyName",
        t.country_or_region AS "countryOrRegion", a.email, a.phone, x.message, ${wallTimeSql('x.created_at')} AS "exchangedAt",
        CASE WHEN x.returned_at IS NULL THEN NULL ELSE ${wallTimeSql('x.returned_at')} END AS "returnedAt"
   FROM business_card_exchanges x
   JOIN accounts a ON a.id = x.account_id
   LEFT JOIN members m ON m.account_id = a.id
   LEFT JOIN site_traders t ON t.id = a.site_trader_id`;

export function createReceivedCardRepository(db: Queryable): ReceivedCardRepository {
  return {
    async listFor(siteTraderId) {
      return db.query<ReceivedBusinessCard>(
        `SELECT ${RECEIVED_COLUMNS} WHERE x.site_trader_id = $1 ORDER BY x.created_at DESC, x.account_id LIMIT ${RECEIVED_CARD_LIST_LIMIT}`,
        [siteTraderId],
      );
    },

    async findFor(siteTraderId, buyerId) {
      const [card] = await db.query<ReceivedBusinessCard>(`SELECT ${RECEIVED_COLUMNS} WHERE x.site_trader_id = $1 AND x.account_id = $2`, [
        siteTraderId,
        buyerId,
      ]);
      return card;
    },

    async markReturned(siteTraderId, buyerId, accountId) {
      await db.query(
        'UPDATE business_card_exchanges SET returned_at = now(), returned_by = $3 WHERE site_trader_id = $1 AND account_id = $2 AND returned_at IS NULL',
        [siteTraderId, buyerId, accountId],
      );
      return (await db.query('SELECT 1 FROM business_card_exchanges WHERE site_trader_id = $1 AND account_id = $2', [siteTraderId, buyerId])).length > 0;
    },
  };
}
