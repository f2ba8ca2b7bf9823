import type { Queryable } from '../../../db/connection.js';

export interface BusinessCardExchange {
  accountId: string;
  siteTraderId: string;
  message?: string;
}

export interface BusinessCardRepository {
  /** A card goes to a company once: exchanging again keeps the first exchange and its message. Returns whether this was the first. */
  exchange(exchange: BusinessCardExchange): Promise<boolean>;
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
  };
}
