import { randomUUID } from 'node:crypto';
import type { BusinessType, BuyerType, CompanyInfoInput } from '../../../common/generated/types.js';
import type { Database, Queryable } from '../../db/connection.js';

/** A buyer's company as stored; the details are null for a company stored before issue 25 that nobody completed. */
export interface CompanyInfoRecord {
  siteTraderId: string;
  companyName: string;
  countryOrRegion: string | null;
  businessType: BusinessType | null;
  contactName: string | null;
  contactPhone: string | null;
  /** The member record's buyer type (spec §3), null when it has none of its own. */
  buyerType: string | null;
}

/** What saving gave: the company as stored now, or the refusal to edit an exhibitor's or a group's company. */
export type CompanySaved = { saved: CompanyInfoRecord } | { refused: 'notBuyerCompany' };

export interface CompanyInfoRepository {
  /** The account's company, undefined while it has none. */
  findOf(accountId: string): Promise<CompanyInfoRecord | undefined>;
  /**
   * Creates the account's company (a buyer's: isBuyer Y, isSeller N, isGroup N) and links the account to it, or
   * updates the company it has if that is a buyer's; sets the member record's buyer type. One transaction.
   */
  save(accountId: string, input: CompanyInfoInput): Promise<CompanySaved>;
}

/** A new company's id: opaque, like every id the API hands out (at most 64 characters). */
function newSiteTraderId(): string {
  return `st-${randomUUID().replaceAll('-', '')}`;
}

const FIND = `SELECT t.id AS "siteTraderId", t.name AS "companyName", t.country_or_region AS "countryOrRegion",
    t.business_type AS "businessType", t.contact_name AS "contactName", t.contact_phone AS "contactPhone",
    m.buyer_type AS "buyerType"
  FROM accounts a JOIN site_traders t ON t.id = a.site_trader_id LEFT JOIN members m ON m.account_id = a.id
  WHERE a.id = $1`;

export function createCompanyInfoRepository(db: Database): CompanyInfoRepository {
  return {
    async findOf(accountId) {
      const [row] = await db.query<CompanyInfoRecord>(FIND, [accountId]);
      return row;
    },

    save(accountId, input) {
      return db.transaction(async (tx): Promise<CompanySaved> => {
        // The account's row locked, so two saves at once create one company, not two.
        const [account] = await tx.query<{ site_trader_id: string | null; buyers_only: boolean | null }>(
          `SELECT a.site_trader_id, (t.is_buyer = 'Y' AND t.is_seller = 'N' AND t.is_group = 'N') AS buyers_only
             FROM accounts a LEFT JOIN site_traders t ON t.id = a.site_trader_id WHERE a.id = $1 FOR UPDATE OF a`,
          [accountId],
        );
        if (!account) throw new Error(`The account ${accountId} of a live session is not stored.`);
        if (account.site_trader_id === null) await createCompany(tx, accountId, input);
        else if (account.buyers_only) await updateCompany(tx, account.site_trader_id, input);
        else return { refused: 'notBuyerCompany' };
        await setBuyerType(tx, accountId, input.buyerType);
        const [saved] = await tx.query<CompanyInfoRecord>(FIND, [accountId]);
        if (!saved) throw new Error(`The company of account ${accountId} was not stored.`);
        return { saved };
      });
    },
  };
}

const DETAILS = (input: CompanyInfoInput) => [input.companyName, input.countryOrRegion, input.businessType, input.contactName, input.contactPhone];

async function createCompany(tx: Queryable, accountId: string, input: CompanyInfoInput): Promise<void> {
  const id = newSiteTraderId();
  await tx.query(
    `INSERT INTO site_traders (id, name, country_or_region, business_type, contact_name, contact_phone, is_group, is_seller, is_buyer)
     VALUES ($1, $2, $3, $4, $5, $6, 'N', 'N', 'Y')`,
    [id, ...DETAILS(input)],
  );
  await tx.query('UPDATE accounts SET site_trader_id = $2 WHERE id = $1', [accountId, id]);
}

async function updateCompany(tx: Queryable, siteTraderId: string, input: CompanyInfoInput): Promise<void> {
  await tx.query(
    `UPDATE site_traders SET name = $2, country_or_region = $3, business_type = $4, contact_name = $5, contact_phone = $6
      WHERE id = $1`,
    [siteTraderId, ...DETAILS(input)],
  );
}

/** A member record exists once the terms are agreed (spec §4); before that there is nothing to set. */
async function setBuyerType(tx: Queryable, accountId: string, buyerType: BuyerType): Promise<void> {
  await tx.query('UPDATE members SET buyer_type = $2 WHERE account_id = $1', [accountId, buyerType]);
}
