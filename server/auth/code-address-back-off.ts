// How many verification codes one client address may ask for (issue 24: register codes go by SMS, at a cost, to
// any number asked for): 20 within an hour are free, then each further one waits twice as long as the one before,
// from a minute up to an hour. Counted alike whether a code was sent or not (an unknown account's login code is
// not), so that the answers do not tell which accounts exist.
// The requests are kept in code_requests (migration 014), an hour each.
import type { Queryable } from '../db/connection.js';
import { backOffSeconds, type BackOffPolicy } from './back-off.js';
import { throttledAddressOf } from './client-address.js';

/** Generous: the visitors of a fair may share one address behind its Wi-Fi. */
export const ADDRESS_CODE_BACK_OFF: BackOffPolicy = { free: 20, firstDelaySeconds: 60, maxDelaySeconds: 60 * 60 };
export const ADDRESS_CODE_MEMORY_SECONDS = 60 * 60;
// Concurrent requests from one address must not all pass on the same count.
const ADDRESS_CODE_LOCK_NAMESPACE = 720_471_531;

export interface CodeAddressBackOff {
  /** Seconds the address must wait before its next code, 0 when it may have one now. Call inside a transaction. */
  wait(ip: string): Promise<number>;
  /** Counts a code the address asked for and was given (sent or not). */
  record(ip: string): Promise<void>;
}

export function createCodeAddressBackOff(db: Queryable): CodeAddressBackOff {
  return {
    async wait(clientIp) {
      const ip = throttledAddressOf(clientIp);
      await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_CODE_LOCK_NAMESPACE, ip]);
      const [row] = await db.query<{ count: number; seconds_since_last: number }>(
        `SELECT count(*)::int AS count, coalesce(extract(epoch FROM now() - max(requested_at)), 0)::float8 AS seconds_since_last
           FROM code_requests WHERE ip = $1 AND requested_at > now() - make_interval(secs => $2)`,
        [ip, ADDRESS_CODE_MEMORY_SECONDS],
      );
      return backOffSeconds(ADDRESS_CODE_BACK_OFF, row?.count ?? 0, row?.seconds_since_last ?? 0);
    },
    async record(clientIp) {
      const ip = throttledAddressOf(clientIp);
      await db.query('INSERT INTO code_requests (ip) VALUES ($1)', [ip]);
      // Every address's old requests, not only this one's: an address never seen again leaves nothing behind.
      await db.query('DELETE FROM code_requests WHERE requested_at <= now() - make_interval(secs => $1)', [ADDRESS_CODE_MEMORY_SECONDS]);
    },
  };
}
