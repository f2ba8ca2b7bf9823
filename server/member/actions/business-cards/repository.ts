import type { Queryable } from '../../../db/connection.js';
import { wallTimeSql } from '../../../db/wall-time-sql.js';
import { exhibitorRefColumns, exhibitorRefJoins, type ExhibitorRefRow } from '../listings/exhibitor-ref.js';

export interface BusinessCardExchange {
  accountId: string;
  siteTraderId: string;
  message?: string;
}

/** A card the buyer sent, with the exhibitor's card in return: its name, shop and first booth. */
export interface ExchangeRow extends ExhibitorRefRow {
  booth: string | null;
  message: string | null;
  exchanged_at: string;
  /** The exhibitor's card, once sent back (issue 28): who sent it, how to reach them, when. */
  returned_name: string | null;
  returned_email: string | null;
  returned_phone: string | null;
  returned_at: string | null;
}

/** How many exchanges the personal centre lists at most. */
export const EXCHANGE_LIST_LIMIT = 100;

export interface BusinessCardRepository {
  /** A card goes to a company once: exchanging again keeps the first exchange and its message. Returns whether this was the first. */
  exchange(exchange: BusinessCardExchange): Promise<boolean>;
  /** The account's exchanges, newest first. */
  listOf(accountId: string): Promise<ExchangeRow[]>;
}

export function createBusinessCardRepository(db: Queryable): BusinessCardRepository {
  return {
    async exchange({ accountId, siteTraderId, message }) {
      const inserted = await db.query(
        `INSERT INTO business_card_exchanges (account_id, site_trader_id, message) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, site_trader_id) DO NOTHING RETURNING account_id`,
        [accountId, siteTraderId, message ?? null],
      );
      return inserted.length > 0;
    },

    async listOf(accountId) {
      // A booth number sorts as it reads (1.1A01 before 1.1A02): the first is the smallest.
      return db.query<ExchangeRow>(
        `SELECT ${exhibitorRefColumns('t', 's')},
                (SELECT min(b.code) FROM booths b WHERE b.shop_code = s.shop_code) AS booth,
                x.message, ${wallTimeSql('x.created_at')} AS exchanged_at,
                r.name AS returned_name, r.email AS returned_email, r.phone AS returned_phone,
                CASE WHEN x.returned_at IS NULL THEN NULL ELSE ${wallTimeSql('x.returned_at')} END AS returned_at
           FROM business_card_exchanges x ${exhibitorRefJoins('x.site_trader_id', 't', 's')}
           LEFT JOIN accounts r ON r.id = x.returned_by
          WHERE x.account_id = $1
          ORDER BY x.created_at DESC, x.site_trader_id LIMIT ${EXCHANGE_LIST_LIMIT}`,
        [accountId],
      );
    },
  };
}
