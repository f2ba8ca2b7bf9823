// Six-digit codes for code login, register and password retrieve: valid 10 minutes, spent by their first
// successful use or by their fifth wrong guess, stored as a hash bound to target and purpose. A target gets a code
// at most every 60 s, and each further one not yet used waits twice as long as the one before, up to 15 minutes
// (issue 24: codes go by SMS, at a cost, to any number asked for). A code used starts the count again, so neither
// someone who logs in by code every day nor someone asking for codes to a victim's number keeps it waiting long.
import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/connection.js';
import { backOffSeconds, type BackOffPolicy } from './back-off.js';
import type { CodeChannel, CodePurpose } from './code-ports.js';
import { hashToken, newToken, tokenMatches } from './tokens.js';

export const CODE_VALID_SECONDS = 10 * 60;
/** 60 s after the first code, 120 s after the second, and so on up to 15 minutes. */
export const TARGET_BACK_OFF: BackOffPolicy = { free: 1, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 };
/** Wrong guesses that spend a code. */
export const CODE_GUESSES = 5;
/** How long the codes sent to a target count for its back-off. */
export const TARGET_MEMORY_SECONDS = 24 * 60 * 60;
// Concurrent requests for one target must not both pass the interval check.
const CODE_LOCK_NAMESPACE = 720_471_504;

export type IssueOutcome = { kind: 'issued'; code: string } | { kind: 'tooSoon'; retryAfterSeconds: number };

export interface VerificationCodes {
  /**
   * A new code for the target, unless its back-off asks to wait. `usable: false` records the issue for the back-off
   * but stores a hash no code matches: the code is not sent (no account to log in to), yet the next request for the
   * target is answered as if it had been. Call inside a transaction.
   */
  issue(channel: CodeChannel, target: string, purpose: CodePurpose, options?: { usable: boolean }): Promise<IssueOutcome>;
  /**
   * Whether `code` is the target's latest unexpired, unused code for the purpose; spends it if so, and counts a
   * wrong guess against it otherwise (the fifth spends it). Run it where a refusal does not roll the count back.
   */
  consume(target: string, purpose: CodePurpose, code: string): Promise<boolean>;
}

export function createVerificationCodes(db: Queryable): VerificationCodes {
  return {
    async issue(channel, target, purpose, { usable } = { usable: true }) {
      await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CODE_LOCK_NAMESPACE, target]);
      const [sent] = await db.query<{ count: number; seconds_since_last: number }>(
        `SELECT count(*)::int AS count, coalesce(extract(epoch FROM now() - max(created_at)), 0)::float8 AS seconds_since_last
           FROM verification_codes
          WHERE target = $1 AND created_at > now() - make_interval(secs => $2)
            AND created_at > coalesce((SELECT max(used_at) FROM verification_codes WHERE target = $1 AND failed_attempts < $3), '-infinity')`,
        [target, TARGET_MEMORY_SECONDS, CODE_GUESSES],
      );
      const wait = backOffSeconds(TARGET_BACK_OFF, sent?.count ?? 0, sent?.seconds_since_last ?? 0);
      if (wait > 0) return { kind: 'tooSoon', retryAfterSeconds: wait };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.query(
        `INSERT INTO verification_codes (id, channel, target, purpose, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [randomUUID(), channel, target, purpose, usable ? codeHash(target, purpose, code) : hashToken(newToken()), CODE_VALID_SECONDS],
      );
      return { kind: 'issued', code };
    },
    async consume(target, purpose, code) {
      const [latest] = await db.query<{ id: string; code_hash: string }>(
        `SELECT id, code_hash FROM verification_codes
          WHERE target = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
          ORDER BY created_at DESC LIMIT 1`,
        [target, purpose],
      );
      if (!latest) return false;
      if (!tokenMatches(codeKey(target, purpose, code), latest.code_hash)) {
        await db.query(
          `UPDATE verification_codes SET failed_attempts = failed_attempts + 1,
                  used_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE used_at END
            WHERE id = $1`,
          [latest.id, CODE_GUESSES],
        );
        return false;
      }
      const spent = await db.query('UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [latest.id]);
      return spent.length === 1;
    },
  };
}

function codeKey(target: string, purpose: CodePurpose, code: string): string {
  return `${purpose}:${target}:${code}`;
}

function codeHash(target: string, purpose: CodePurpose, code: string): string {
  return hashToken(codeKey(target, purpose, code));
}
