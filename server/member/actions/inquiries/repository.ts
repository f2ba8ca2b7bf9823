import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/connection.js';
import { wallTimeSql } from '../../../db/wall-time-sql.js';
import { exhibitorRefColumns, exhibitorRefJoins, type ExhibitorRefRow } from '../listings/exhibitor-ref.js';
import type { Translations } from '../listings/product-repository.js';

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

/** An inquiry as the personal centre lists it: its exhibitor, its product (if any) and its thread (replies and follow-ups). */
export interface InquirySummaryRow extends ExhibitorRefRow {
  id: string;
  product_id: string | null;
  product_title: Translations | null;
  content: string;
  created_at: string;
  replies: { content: string; createdAt: string; fromBuyer: boolean }[];
}

/** How many inquiries the personal centre lists at most. */
export const INQUIRY_LIST_LIMIT = 100;

export interface InquiryRepository {
  /** Stores the inquiry; returns its new id. */
  create(inquiry: NewInquiry): Promise<string>;
  /** The inquiry if the account sent it; undefined for anyone else's, as for one that does not exist. */
  findOwn(accountId: string, id: string): Promise<Inquiry | undefined>;
  /** The account's inquiries, newest first, each with its thread oldest first. */
  listOf(accountId: string): Promise<InquirySummaryRow[]>;
  /**
   * Adds the buyer's follow-up to the buyer's own inquiry, which becomes new and unread to the exhibitor again;
   * the exhibitor's company, or undefined when the inquiry is not the account's.
   */
  followUp(accountId: string, id: string, content: string): Promise<{ siteTraderId: string } | undefined>;
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
      await db.query('INSERT INTO inquiries (id, account_id, site_trader_id, product_id, content) VALUES ($1, $2, $3, $4, $5)', [
        id,
        accountId,
        siteTraderId,
        productId ?? null,
        content,
      ]);
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

    async listOf(accountId) {
      const inquiries = await db.query<Omit<InquirySummaryRow, 'replies'>>(
        `SELECT i.id, i.product_id, p.title AS product_title, i.content, ${wallTimeSql('i.created_at')} AS created_at,
                ${exhibitorRefColumns('t', 's')}
           FROM inquiries i
           LEFT JOIN listed_products p ON p.id = i.product_id
           ${exhibitorRefJoins('i.site_trader_id', 't', 's')}
          WHERE i.account_id = $1
          ORDER BY i.created_at DESC, i.id LIMIT ${INQUIRY_LIST_LIMIT}`,
        [accountId],
      );
      if (inquiries.length === 0) return [];
      const replies = await db.query<{ inquiry_id: string; content: string; createdAt: string; fromBuyer: boolean }>(
        `SELECT inquiry_id, content, ${wallTimeSql('created_at')} AS "createdAt", from_buyer AS "fromBuyer"
           FROM inquiry_replies WHERE inquiry_id = ANY($1::text[]) ORDER BY created_at, id`,
        [inquiries.map(({ id }) => id)],
      );
      return inquiries.map((inquiry) => ({
        ...inquiry,
        replies: replies.filter((reply) => reply.inquiry_id === inquiry.id).map(({ content, createdAt, fromBuyer }) => ({ content, createdAt, fromBuyer })),
      }));
    },

    async followUp(accountId, id, content) {
      const [row] = await db.query<{ siteTraderId: string }>(
        `WITH own AS (
           UPDATE inquiries SET seller_read_at = NULL WHERE id = $1 AND account_id = $2 RETURNING id, site_trader_id
         ), added AS (
           INSERT INTO inquiry_replies (inquiry_id, account_id, content, from_buyer) SELECT id, $2, $3, true FROM own RETURNING inquiry_id
         )
         SELECT own.site_trader_id AS "siteTraderId" FROM own JOIN added ON added.inquiry_id = own.id`,
        [id, accountId, content],
      );
      return row;
    },
  };
}
