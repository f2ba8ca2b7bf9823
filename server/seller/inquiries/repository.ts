// The exhibitor's side of inquiries (issue 28): the company's inbox, one inquiry with its thread, replies, and
// the counts the workbench shows. Every read is by the company, so another company's inquiry is never found.
import type { Language } from '../../../common/language.js';
import { translated } from '../../../common/language.js';
import type { Queryable } from '../../db/connection.js';
import { wallTimeSql } from '../../db/wall-time-sql.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';

export type InquiryState = 'NEW' | 'ANSWERED';

export interface InquiryBuyer {
  name: string;
  company: string | null;
  countryOrRegion: string | null;
  buyerType: string | null;
}

export interface InquiryProduct {
  id: string;
  title: string;
}

export interface SellerInquirySummary {
  id: string;
  buyer: InquiryBuyer;
  product: InquiryProduct | null;
  excerpt: string;
  createdAt: string;
  read: boolean;
  state: InquiryState;
  replyCount: number;
}

export interface SellerInquiryDetail extends Omit<SellerInquirySummary, 'excerpt' | 'replyCount'> {
  content: string;
  /** The buyer's account, to notify of a reply. */
  buyerAccountId: string;
  replies: Array<{ content: string; createdAt: string; by: string | null; fromBuyer: boolean }>;
}

export interface InboxQuery {
  siteTraderId: string;
  state?: InquiryState;
  productId?: string;
  page: number;
  language: Language;
}

/** The inbox's page size. */
export const INBOX_PAGE_SIZE = 20;
const EXCERPT_LENGTH = 120;

export interface SellerInquiryRepository {
  inbox(query: InboxQuery): Promise<{ inquiries: SellerInquirySummary[]; totalElements: number; unread: number; products: InquiryProduct[] }>;
  /** The company's inquiry, or undefined (another company's, or none). */
  find(siteTraderId: string, id: string, language: Language): Promise<SellerInquiryDetail | undefined>;
  /** Marks it opened by the company (the first time only). */
  markRead(siteTraderId: string, id: string): Promise<void>;
  /** Adds the exhibitor's reply to the company's inquiry; false when the inquiry is not the company's. */
  reply(siteTraderId: string, id: string, accountId: string, content: string): Promise<boolean>;
  summary(siteTraderId: string): Promise<{ unreadInquiries: number; unansweredInquiries: number; businessCards: number; liveBookings: number }>;
}

interface Row {
  id: string;
  buyer_account_id: string;
  buyer_name: string;
  company: string | null;
  country_or_region: string | null;
  business_type: string | null;
  product_id: string | null;
  product_title: Translations | null;
  content: string;
  created_at: string;
  read: boolean;
  reply_count: number;
  answered: boolean;
}

// Answered while the thread's last message is the exhibitor's: a buyer's follow-up makes it new again.
const ANSWERED = `coalesce((SELECT NOT r.from_buyer FROM inquiry_replies r WHERE r.inquiry_id = i.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1), false)`;

const SELECT = `SELECT i.id, i.account_id AS buyer_account_id, a.name AS buyer_name, t.name AS company,
        t.country_or_region, t.business_type, i.product_id, p.title AS product_title, i.content,
        ${wallTimeSql('i.created_at')} AS created_at, i.seller_read_at IS NOT NULL AS read,
        (SELECT count(*)::int FROM inquiry_replies r WHERE r.inquiry_id = i.id) AS reply_count, ${ANSWERED} AS answered
   FROM inquiries i
   JOIN accounts a ON a.id = i.account_id
   LEFT JOIN site_traders t ON t.id = a.site_trader_id
   LEFT JOIN listed_products p ON p.id = i.product_id`;

function productOf(row: Row, language: Language): InquiryProduct | null {
  if (row.product_id === null) return null;
  return { id: row.product_id, title: (row.product_title && translated(row.product_title, language)) ?? row.product_id };
}

function summaryOf(row: Row, language: Language): SellerInquirySummary {
  return {
    id: row.id,
    buyer: { name: row.buyer_name, company: row.company, countryOrRegion: row.country_or_region, buyerType: row.business_type },
    product: productOf(row, language),
    excerpt: [...row.content].slice(0, EXCERPT_LENGTH).join(''),
    createdAt: row.created_at,
    read: row.read,
    state: row.answered ? 'ANSWERED' : 'NEW',
    replyCount: row.reply_count,
  };
}

export function createSellerInquiryRepository(db: Queryable): SellerInquiryRepository {
  return {
    async inbox({ siteTraderId, state, productId, page, language }) {
      const params: unknown[] = [siteTraderId];
      const where = ['i.site_trader_id = $1'];
      if (state === 'NEW') where.push(`NOT ${ANSWERED}`);
      if (state === 'ANSWERED') where.push(ANSWERED);
      if (productId !== undefined) {
        params.push(productId);
        where.push(`i.product_id = $${params.length}`);
      }
      const condition = where.join(' AND ');
      const rows = await db.query<Row>(
        `${SELECT} WHERE ${condition} ORDER BY i.created_at DESC, i.id LIMIT ${INBOX_PAGE_SIZE} OFFSET ${INBOX_PAGE_SIZE * page}`,
        params,
      );
      const [counts] = await db.query<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE i.seller_read_at IS NULL)::int AS unread FROM inquiries i WHERE ${condition}`,
        params,
      );
      const products = await db.query<{ id: string; title: Translations }>(
        `SELECT DISTINCT p.id, p.title FROM inquiries i JOIN listed_products p ON p.id = i.product_id WHERE i.site_trader_id = $1 ORDER BY p.id`,
        [siteTraderId],
      );
      return {
        inquiries: rows.map((row) => summaryOf(row, language)),
        totalElements: counts?.total ?? 0,
        unread: counts?.unread ?? 0,
        products: products.map(({ id, title }) => ({ id, title: translated(title, language) ?? id })),
      };
    },

    async find(siteTraderId, id, language) {
      const [row] = await db.query<Row>(`${SELECT} WHERE i.site_trader_id = $1 AND i.id = $2`, [siteTraderId, id]);
      if (!row) return undefined;
      const replies = await db.query<{ content: string; createdAt: string; by: string | null; fromBuyer: boolean }>(
        `SELECT r.content, ${wallTimeSql('r.created_at')} AS "createdAt", a.name AS by, r.from_buyer AS "fromBuyer"
           FROM inquiry_replies r LEFT JOIN accounts a ON a.id = r.account_id
          WHERE r.inquiry_id = $1 ORDER BY r.created_at, r.id`,
        [id],
      );
      const { excerpt: _excerpt, replyCount: _count, ...summary } = summaryOf(row, language);
      return { ...summary, content: row.content, buyerAccountId: row.buyer_account_id, replies };
    },

    async markRead(siteTraderId, id) {
      await db.query('UPDATE inquiries SET seller_read_at = now() WHERE site_trader_id = $1 AND id = $2 AND seller_read_at IS NULL', [siteTraderId, id]);
    },

    async reply(siteTraderId, id, accountId, content) {
      const rows = await db.query(
        `INSERT INTO inquiry_replies (inquiry_id, account_id, content)
         SELECT id, $3, $4 FROM inquiries WHERE site_trader_id = $1 AND id = $2
         RETURNING id`,
        [siteTraderId, id, accountId, content],
      );
      return rows.length > 0;
    },

    async summary(siteTraderId) {
      const [row] = await db.query<{ unread: number; unanswered: number; cards: number; bookings: number }>(
        `SELECT (SELECT count(*)::int FROM inquiries i WHERE i.site_trader_id = $1 AND i.seller_read_at IS NULL) AS unread,
                (SELECT count(*)::int FROM inquiries i WHERE i.site_trader_id = $1 AND NOT ${ANSWERED}) AS unanswered,
                (SELECT count(*)::int FROM business_card_exchanges WHERE site_trader_id = $1) AS cards,
                (SELECT count(*)::int FROM live_appointments b JOIN lives l ON l.id = b.live_id
                  WHERE l.site_trader_id = $1 AND l.ends_at > (now() AT TIME ZONE INTERVAL '+08:00')) AS bookings`,
        [siteTraderId],
      );
      return { unreadInquiries: row?.unread ?? 0, unansweredInquiries: row?.unanswered ?? 0, businessCards: row?.cards ?? 0, liveBookings: row?.bookings ?? 0 };
    },
  };
}
