// Accounts, their member records, companies (site traders) and terms agreements: the SQL of them.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../common/generated/types.js';
import type { Queryable } from '../db/connection.js';

/** 32 hex characters: an account id is its IM user id too, and Tencent Cloud Chat takes at most 32 bytes. */
function newAccountId(): string {
  return randomUUID().replaceAll('-', '');
}

export type StoredUserType = 'BUYER' | 'MEMBER' | 'SELLER' | 'GROUP' | 'EMPLOYEE';
export type YesNo = 'Y' | 'N';

/** Spec §5: the three documents a user agrees to before login or register. */
export const TERMS_DOCUMENTS = ['USER_AGREEMENT', 'PRIVACY_POLICY', 'COOKIE_POLICY'] as const;

export interface Account {
  id: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  userType: StoredUserType;
  name: string;
  language: Language;
  mediaMember: boolean;
  siteTraderId: string | null;
  disabled: boolean;
  termsAgreed: boolean;
}

export interface MemberRecord {
  id: string;
  name: string;
  buyerType: string | null;
  viewAllExhibits: YesNo;
}

export interface SiteTraderRecord {
  id: string;
  name: string;
  isGroup: YesNo;
  isSeller: YesNo;
  isBuyer: YesNo;
  /** The group it belongs to (issue 28), when it does. */
  groupId?: string;
}

/** An account to insert: what has no default must be given (the id is a new UUID unless given). */
export type NewAccount = Pick<Account, 'email' | 'phone' | 'passwordHash' | 'userType' | 'name' | 'language'> &
  Partial<Pick<Account, 'id' | 'mediaMember' | 'siteTraderId' | 'disabled'>>;

export interface AccountRepository {
  findById(id: string): Promise<Account | undefined>;
  /** By e-mail (any case) or phone number, as normalised by contact.ts. */
  findByContact(contact: string): Promise<Account | undefined>;
  insert(account: NewAccount): Promise<string>;
  setPasswordHash(accountId: string, passwordHash: string): Promise<void>;
  /** Records the three documents as agreed (again agreeing changes nothing). */
  agreeToTerms(accountId: string): Promise<void>;
  findMember(accountId: string): Promise<MemberRecord | undefined>;
  /** Creates the member record unless one exists; returns whether it created it. */
  ensureMember(accountId: string, member: Omit<MemberRecord, 'id'> & { id?: string }): Promise<boolean>;
  findSiteTrader(id: string): Promise<SiteTraderRecord | undefined>;
  insertSiteTrader(siteTrader: SiteTraderRecord): Promise<void>;
  countAccounts(): Promise<number>;
}

interface AccountRow {
  id: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  user_type: StoredUserType;
  name: string;
  language: Language;
  media_member: boolean;
  site_trader_id: string | null;
  disabled: boolean;
  terms_agreed: boolean;
}

const ACCOUNT_COLUMNS = `a.id, a.email, a.phone, a.password_hash, a.user_type, a.name, a.language, a.media_member,
  a.site_trader_id, a.disabled,
  (SELECT count(*) FROM terms_agreements t WHERE t.account_id = a.id) = ${TERMS_DOCUMENTS.length} AS terms_agreed`;

export function createAccountRepository(db: Queryable): AccountRepository {
  return {
    async findById(id) {
      const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`, [id]);
      return row && toAccount(row);
    },
    async findByContact(contact) {
      const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.email = $1 OR a.phone = $1`, [contact]);
      return row && toAccount(row);
    },
    async insert(account) {
      const id = account.id ?? newAccountId();
      await db.query(
        `INSERT INTO accounts (id, email, phone, password_hash, user_type, name, language, media_member, site_trader_id, disabled)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          account.email,
          account.phone,
          account.passwordHash,
          account.userType,
          account.name,
          account.language,
          account.mediaMember ?? false,
          account.siteTraderId ?? null,
          account.disabled ?? false,
        ],
      );
      return id;
    },
    async setPasswordHash(accountId, passwordHash) {
      await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, passwordHash]);
    },
    async agreeToTerms(accountId) {
      await db.query(`INSERT INTO terms_agreements (account_id, document) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [
        accountId,
        [...TERMS_DOCUMENTS],
      ]);
    },
    async findMember(accountId) {
      const [row] = await db.query<{ id: string; name: string; buyer_type: string | null; view_all_exhibits: YesNo }>(
        'SELECT id, name, buyer_type, view_all_exhibits FROM members WHERE account_id = $1',
        [accountId],
      );
      return row && { id: row.id, name: row.name, buyerType: row.buyer_type, viewAllExhibits: row.view_all_exhibits };
    },
    async ensureMember(accountId, member) {
      const inserted = await db.query(
        `INSERT INTO members (id, account_id, name, buyer_type, view_all_exhibits) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (account_id) DO NOTHING RETURNING id`,
        [member.id ?? randomUUID(), accountId, member.name, member.buyerType, member.viewAllExhibits],
      );
      return inserted.length > 0;
    },
    async findSiteTrader(id) {
      const [row] = await db.query<{ id: string; name: string; is_group: YesNo; is_seller: YesNo; is_buyer: YesNo }>(
        'SELECT id, name, is_group, is_seller, is_buyer FROM site_traders WHERE id = $1',
        [id],
      );
      return row && { id: row.id, name: row.name, isGroup: row.is_group, isSeller: row.is_seller, isBuyer: row.is_buyer };
    },
    async insertSiteTrader(siteTrader) {
      // A group not stored (a catalogue seeded without the demo accounts) leaves the company without one.
      await db.query(
        `INSERT INTO site_traders (id, name, is_group, is_seller, is_buyer, group_id)
         VALUES ($1, $2, $3, $4, $5, (SELECT id FROM site_traders WHERE id = $6))`,
        [siteTrader.id, siteTrader.name, siteTrader.isGroup, siteTrader.isSeller, siteTrader.isBuyer, siteTrader.groupId ?? null],
      );
    },
    async countAccounts() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM accounts');
      return row?.count ?? 0;
    },
  };
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    passwordHash: row.password_hash,
    userType: row.user_type,
    name: row.name,
    language: row.language,
    mediaMember: row.media_member,
    siteTraderId: row.site_trader_id,
    disabled: row.disabled,
    termsAgreed: row.terms_agreed,
  };
}
