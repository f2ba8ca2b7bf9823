// Attempts to prove who one is (a password or a code: login, media login, code login, register, password
// retrieve) are throttled so that guessing, and probing the password's RSA padding, stay slow (issue 24):
// - per account AND address (the pair): 5 failures are free, then each further attempt waits a delay that
//   doubles per failure (1, 2, 4, 8 minutes), capped at 15 minutes, after the pair's latest failure. Nothing is
//   locked for the account as a whole, so one who hammers a known account slows down only himself, and its owner
//   still logs in from another address. A success forgets the pair's failures.
// - per address, looser: 50 failures within 15 minutes, whatever the accounts (one password tried on many
//   accounts), refuse the address until the oldest of them is 15 minutes old. A success forgets only its own
//   pair's failures, so logging in to one's own account between guesses on others clears none of those.
// An address is an IPv4 address, or an IPv6 /64 (client-address.ts). Verification codes have their own limits
// (verification-codes.ts: a per-target back-off that a used code resets, and five guesses a code).
// An attempt counts as a failure from the moment it is admitted until it succeeds, so parallel attempts do not all
// pass on the same count.
import type { Database, Queryable } from '../db/connection.js';
import { backOffSeconds, type BackOffPolicy } from './back-off.js';
import { throttledAddressOf } from './client-address.js';

export const PAIR_BACK_OFF: BackOffPolicy = { free: 5, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 };
/** How long a pair's failures are remembered by the back-off: past the cap, so that it keeps growing meanwhile. */
export const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
/** Generous: many visitors of a fair share an address behind its Wi-Fi or a carrier's NAT. */
export const ADDRESS_FAILURE_LIMIT = 50;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;
// The attempts from one address are admitted one at a time.
const ADDRESS_LOCK_NAMESPACE = 720_471_530;

export interface LoginThrottle {
  /**
   * Admits an attempt of the account key from the address, counting it as a failure until it succeeds, and
   * answers 0; or, while the pair must wait or the address is over its limit, counts nothing and answers the
   * seconds to wait.
   */
  admit(accountKey: string, ip: string): Promise<number>;
  /** The attempt proved who it is: the pair's failures, this attempt's included, no longer count. */
  succeeded(accountKey: string, ip: string): Promise<void>;
}

export function createLoginThrottle(db: Database): LoginThrottle {
  return {
    admit: (accountKey, clientIp) =>
      db.transaction(async (tx) => {
        const ip = throttledAddressOf(clientIp);
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK_NAMESPACE, ip]);
        const wait = Math.max(await pairWait(tx, accountKey, ip), await addressWait(tx, ip));
        if (wait > 0) return wait;
        await tx.query('INSERT INTO login_failures (account_key, ip) VALUES ($1, $2)', [accountKey, ip]);
        // Failures older than both memories count for nothing any more.
        await tx.query('DELETE FROM login_failures WHERE (account_key = $1 OR ip = $2) AND failed_at <= now() - make_interval(secs => $3)', [
          accountKey,
          ip,
          PAIR_MEMORY_SECONDS,
        ]);
        return 0;
      }),
    async succeeded(accountKey, clientIp) {
      await db.query('DELETE FROM login_failures WHERE account_key = $1 AND ip = $2', [accountKey, throttledAddressOf(clientIp)]);
    },
  };
}

async function pairWait(db: Queryable, accountKey: string, ip: string): Promise<number> {
  const [row] = await db.query<{ failures: number; seconds_since_last: number }>(
    `SELECT count(*)::int AS failures, coalesce(extract(epoch FROM now() - max(failed_at)), 0)::float8 AS seconds_since_last
       FROM login_failures
      WHERE account_key = $1 AND ip = $2 AND failed_at > now() - make_interval(secs => $3)`,
    [accountKey, ip, PAIR_MEMORY_SECONDS],
  );
  return backOffSeconds(PAIR_BACK_OFF, row?.failures ?? 0, row?.seconds_since_last ?? 0);
}

/** Until the oldest of the address's latest ADDRESS_FAILURE_LIMIT failures leaves the window, if there are that many. */
async function addressWait(db: Queryable, ip: string): Promise<number> {
  const [row] = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM failed_at + make_interval(secs => $2) - now()))::int AS seconds
       FROM login_failures
      WHERE ip = $1 AND failed_at > now() - make_interval(secs => $2)
      ORDER BY failed_at DESC OFFSET $3 LIMIT 1`,
    [ip, ADDRESS_WINDOW_SECONDS, ADDRESS_FAILURE_LIMIT - 1],
  );
  return Math.max(row?.seconds ?? 0, 0);
}
