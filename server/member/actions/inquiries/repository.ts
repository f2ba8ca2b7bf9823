import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/connection.js';
import { wallTimeSql } from '../../../db/wall-time-sql.js';

export interface NewInquiry {
  accountId: string;
  siteTraderId: string;
  productId?: string;
  content: string;
}

export interface Inquiry {
  id: string;
  siteTraderId: string;
  productId?: string;
  content: string;
  /** UTC+8 wall time. */
  createdAt: string;
}

export interface InquiryRepository {
  /** Stores the inquiry; returns its new id. */
  create(inquiry: NewInquiry): Promise<string>;
  /** The inquiry if the account sent it; undefined for anyone else's, as for one that does not exist. */
  findOwn(accountId: string, id: string): Promise<Inquiry | undefined>;
}

interface InquiryRow {
  id: string;
  siteTraderId: string;
  productId: string | null;
  content: string;
  createdAt: string;
}

export function createInquiryRepository(db: Queryable): InquiryRepository {
  return {
    async create({ accountId, siteTraderId, productId, content }) {
      const id = randomUUID();
      await db.query(
        'INSERT INTO inquiries (id, account_id, site_trader_id, product_id, content) VALUES ($1, $2, $3, $4, $5)',
        [id, accountId, siteTraderId, productId ?? null, content],
      );
      return id;
    },

    async findOwn(accountId, id) {
      const [row] = await db.query<InquiryRow>(
        `SELECT id, site_trader_id AS "siteTraderId", product_id AS "productId", content,
                ${wallTimeSql('created_at')} AS "createdAt"
           FROM inquiries WHERE id = $1 AND account_id = $2`,
        [id, accountId],
      );
      if (!row) return undefined;
      const { productId, ...inquiry } = row;
      return productId === null ? inquiry : { ...inquiry, productId };
    },
  };
}
