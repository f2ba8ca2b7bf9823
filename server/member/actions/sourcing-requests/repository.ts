import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/connection.js';

export interface NewSourcingRequest {
  accountId: string;
  /** The buyer's company when posting. */
  siteTraderId: string;
  productName: string;
  quantity: number;
  description: string;
}

export interface SourcingRequestRepository {
  /** Stores the request; returns its new id. */
  create(request: NewSourcingRequest): Promise<string>;
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
  };
}
