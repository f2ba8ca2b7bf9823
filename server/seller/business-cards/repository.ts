import type { ReceivedBusinessCard } from '../../../common/generated/types.js';
import type { Queryable } from '../../db/connection.js';
import { wallTimeSql } from '../../db/wall-time-sql.js';

/** How many received cards the seller's list holds at most. */
export const RECEIVED_CARD_LIST_LIMIT = 100;

/** The cards buyers sent to a company (business_card_exchanges, written by the buyers' Exchange buttons). */
export interface ReceivedCardRepository {
  /** The company's received cards, newest first, with what each buyer's card carries today. */
  listFor(siteTraderId: string): Promise<ReceivedBusinessCard[]>;
}

export function createReceivedCardRepository(db: Queryable): ReceivedCardRepository {
  return {
    async listFor(siteTraderId) {
      return db.query<ReceivedBusinessCard>(
        `SELECT coalesce(m.name, a.name) AS "buyerName", t.name AS "companyName", t.country_or_region AS "countryOrRegion",
                a.email, a.phone, x.message, ${wallTimeSql('x.created_at')} AS "exchangedAt"
           FROM business_card_exchanges x
           JOIN accounts a ON a.id = x.account_id
           LEFT JOIN members m ON m.account_id = a.id
           LEFT JOIN site_traders t ON t.id = a.site_trader_id
          WHERE x.site_trader_id = $1
          ORDER BY x.created_at DESC, x.account_id LIMIT ${RECEIVED_CARD_LIST_LIMIT}`,
        [siteTraderId],
      );
    },
  };
}
