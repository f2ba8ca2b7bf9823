// Repeated failed logins (password or code) are refused for a while: 5 failures within 15 minutes for
// one account, or from one address, and the next attempt gets 429 E429_LOGIN_THROTTLED until the
// oldest of those failures is 15 minutes old.
import type { Queryable } from '../db/connection.js';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(accountKey: string, ip: string): Promise<number>;
  recordFailure(accountKey: string, ip: string): Promise<void>;
  /** After a successful login the account's failures no longer count. */
  clear(accountKey: string): Promise<void>;
}

export function createLoginThrottle(db: Queryable): LoginThrottle {
  return {
    async retryAfterSeconds(accountKey, ip) {
      const [row] = await db.query<{ seconds: number | null }>(
        `SELECT ceil(greatest(
                  (SELECT extract(epoch FROM failed_at + make_interval(secs => $3) - now()) FROM login_failures
                    WHERE account_key = $1 AND failed_at > now() - make_interval(secs => $3)
                    ORDER BY failed_at DESC OFFSET $4 LIMIT 1),
                  (SELECT extract(epoch FROM failed_at + make_interval(secs => $3) - now()) FROM login_failures
                    WHERE ip = $2 AND failed_at > now() - make_interval(secs => $3)
                    ORDER BY failed_at DESC OFFSET $4 LIMIT 1)
                ))::int AS seconds`,
        [accountKey, ip, LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURE_LIMIT - 1],
      );
      return Math.max(row?.seconds ?? 0, 0);
    },
    async recordFailure(accountKey, ip) {
      await db.query('INSERT INTO login_failures (account_key, ip) VALUES ($1, $2)', [accountKey, ip]);
      // Failures older than the window count for nothing any more.
      await db.query('DELETE FROM login_failures WHERE (account_key = $1 OR ip = $2) AND failed_at <= now() - make_interval(secs => $3)', [
        accountKey,
        ip,
        LOGIN_FAILURE_WINDOW_SECONDS,
      ]);
    },
    async clear(accountKey) {
      await db.query('DELETE FROM login_failures WHERE account_key = $1', [accountKey]);
    },
  };
}
