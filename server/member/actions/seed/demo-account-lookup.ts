import type { Queryable } from '../../../db/connection.js';

export interface DemoAccount {
  id: string;
  /** Null while the account has not completed its company information. */
  siteTraderId: string | null;
}

/** The seed file names accounts and companies by the demo accounts' e-mails; this finds their ids. */
export async function findAccountByEmail(db: Queryable, email: string): Promise<DemoAccount | undefined> {
  const [row] = await db.query<DemoAccount>('SELECT id, site_trader_id AS "siteTraderId" FROM accounts WHERE email = $1', [email.toLowerCase()]);
  return row;
}
