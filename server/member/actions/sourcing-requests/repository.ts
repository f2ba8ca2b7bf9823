import { randomUUID } from 'node:crypto';
import type { SourcingRequestSummary } from '../../../../common/generated/types.js';
import type { Queryable } from '../../../db/connection.js';
import { wallTimeSql } from '../../../db/wall-time-sql.js';

export interface NewSourcingRequest {
  accountId: string;
  /** The buyer's company when posting. */
  siteTraderId: string;
  productName: string;
  quantity: number;
  description: string;
}

/** How many requests the personal centre lists at most. */
export const SOURCING_REQUEST_LIST_LIMIT = 100;

export interface SourcingRequestRepository {
  /** Stores the request; returns its new id. */
  create(request: NewSourcingRequest): Promise<string>;
  /** The account's requests, newest first. */
  listOf(accountId: string): Promise<SourcingRequestSummary[]>;
}

export function createSourcingRequestRepository(db: Queryable): SourcingRequestRepository {
  return {
    async create({ accountId, siteTraderId, productName, quantity, description }) {
      const id = randomUUID();
      await db.query(
        `INSERT INTO sourcing_requests (id, account_id, site_trader_id, product_name, quantity, description)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, accountId, siteTraderId, productName, quantity, description],
      );
      return id;
    },

    async listOf(accountId) {
      return db.query<SourcingRequestSummary>(
        `SELECT id, product_name AS "productName", quantity, description, ${wallTimeSql('created_at')} AS "createdAt"
           FROM sourcing_requests WHERE account_id = $1
          ORDER BY created_at DESC, id LIMIT ${SOURCING_REQUEST_LIST_LIMIT}`,
        [accountId],
      );
    },
  };
}
