// Six-digit codes for code login, register and password retrieve: valid 10 minutes, at most one per
// target every 60 s, spent by their first successful use. Stored as a hash bound to target and purpose.
import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/connection.js';
import type { CodeChannel, CodePurpose } from './code-ports.js';
import { hashToken, tokenMatches } from './tokens.js';

export const CODE_VALID_SECONDS = 10 * 60;
export const CODE_INTERVAL_SECONDS = 60;
// Concurrent requests for one target must not both pass the 60 s check.
const CODE_LOCK_NAMESPACE = 720_471_504;

export type IssueOutcome = { kind: 'issued'; code: string } | { kind: 'tooSoon'; retryAfterSeconds: number };

export interface VerificationCodes {
  /** A new code for the target, unless the last one was sent less than 60 s ago. Call inside a transaction. */
  issue(channel: CodeChannel, target: string, purpose: CodePurpose): Promise<IssueOutcome>;
  /** Whether `code` is the target's latest unexpired, unused code for the purpose; spends it if so. */
  consume(target: string, purpose: CodePurpose, code: string): Promise<boolean>;
}

export function createVerificationCodes(db: Queryable): VerificationCodes {
  return {
    async issue(channel, target, purpose) {
      await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CODE_LOCK_NAMESPACE, target]);
      const [recent] = await db.query<{ seconds: number }>(
        `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $2) - now()))::int AS seconds
           FROM verification_codes WHERE target = $1 AND created_at > now() - make_interval(secs => $2)
          ORDER BY created_at DESC LIMIT 1`,
        [target, CODE_INTERVAL_SECONDS],
      );
      if (recent) return { kind: 'tooSoon', retryAfterSeconds: Math.max(recent.seconds, 1) };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.query(
        `INSERT INTO verification_codes (id, channel, target, purpose, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [randomUUID(), channel, target, purpose, codeHash(target, purpose, code), CODE_VALID_SECONDS],
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
      if (!latest || !tokenMatches(codeKey(target, purpose, code), latest.code_hash)) return false;
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
