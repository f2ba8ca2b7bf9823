// Sessions and their refresh tokens. Tokens leave here in plain text once, to be set as cookies; the
// database keeps their sha256 only.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../common/generated/types.js';
import type { Queryable } from '../db/connection.js';
import { TERMS_DOCUMENTS, type StoredUserType } from './account-repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type SessionTokens } from './session-tokens.js';
import { hashToken, newToken } from './tokens.js';

export type RevokeReason = 'LOGOUT' | 'PASSWORD_CHANGED' | 'REFRESH_REUSED';

/** The session an access token belongs to, with what the request needs of its account. */
export interface SessionByAccessToken {
  sessionId: string;
  accountId: string;
  userType: StoredUserType;
  language: Language;
  siteTraderId: string | null;
  termsAgreed: boolean;
  xsrfTokenHash: string;
  /** Revoked, or its account disabled: the session is over (E201033009). */
  ended: boolean;
  accessExpired: boolean;
}

export type RefreshOutcome =
  | { kind: 'rotated'; sessionId: string; accountId: string; tokens: SessionTokens }
  /** A refresh token that was already rotated came back: the session is revoked. */
  | { kind: 'reused' }
  /** Unknown, expired, or its session over. */
  | { kind: 'invalid' };

export interface SessionRepository {
  create(accountId: string): Promise<{ sessionId: string; tokens: SessionTokens }>;
  findByAccessToken(accessToken: string): Promise<SessionByAccessToken | undefined>;
  /** The XSRF token hash of the session a live refresh token belongs to. */
  xsrfHashOfRefreshToken(refreshToken: string): Promise<string | undefined>;
  /** Spends the refresh token and gives the session new tokens (all three). */
  refresh(refreshToken: string): Promise<RefreshOutcome>;
  revoke(sessionId: string, reason: RevokeReason): Promise<void>;
  /** Revokes the session whose current XSRF token this is, if any (logout once the access cookie has gone). */
  revokeByXsrfToken(xsrfToken: string, reason: RevokeReason): Promise<void>;
  revokeAllOf(accountId: string, reason: RevokeReason): Promise<void>;
  /** Of these session ids, those that are over: revoked, unknown, or their account disabled. */
  endedOf(sessionIds: readonly string[]): Promise<string[]>;
}

interface SessionRow {
  session_id: string;
  account_id: string;
  user_type: StoredUserType;
  language: Language;
  site_trader_id: string | null;
  terms_agreed: boolean;
  xsrf_token_hash: string;
  ended: boolean;
  access_expired: boolean;
}

export function createSessionRepository(db: Queryable): SessionRepository {
  return {
    async create(accountId) {
      const sessionId = randomUUID();
      const tokens = freshTokens();
      await db.query(
        `INSERT INTO sessions (id, account_id, access_token_hash, access_expires_at, xsrf_token_hash)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
        [sessionId, accountId, hashToken(tokens.access), ACCESS_TOKEN_TTL_SECONDS, hashToken(tokens.xsrf)],
      );
      await insertRefreshToken(db, sessionId, tokens.refresh);
      return { sessionId, tokens };
    },

    async findByAccessToken(accessToken) {
      const [row] = await db.query<SessionRow>(
        `SELECT s.id AS session_id, s.account_id, a.user_type, a.language, a.site_trader_id, s.xsrf_token_hash,
                (SELECT count(*) FROM terms_agreements t WHERE t.account_id = a.id) = ${TERMS_DOCUMENTS.length} AS terms_agreed,
                (s.revoked_at IS NOT NULL OR a.disabled) AS ended,
                s.access_expires_at <= now() AS access_expired
           FROM sessions s JOIN accounts a ON a.id = s.account_id
          WHERE s.access_token_hash = $1`,
        [hashToken(accessToken)],
      );
      if (!row) return undefined;
      return {
        sessionId: row.session_id,
        accountId: row.account_id,
        userType: row.user_type,
        language: row.language,
        siteTraderId: row.site_trader_id,
        termsAgreed: row.terms_agreed,
        xsrfTokenHash: row.xsrf_token_hash,
        ended: row.ended,
        accessExpired: row.access_expired,
      };
    },

    async xsrfHashOfRefreshToken(refreshToken) {
      const [row] = await db.query<{ xsrf_token_hash: string }>(
        `SELECT s.xsrf_token_hash FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
          WHERE r.token_hash = $1`,
        [hashToken(refreshToken)],
      );
      return row?.xsrf_token_hash;
    },

    async refresh(refreshToken) {
      const [row] = await db.query<{ session_id: string; account_id: string; rotated: boolean; usable: boolean }>(
        `SELECT r.session_id, s.account_id, r.rotated_at IS NOT NULL AS rotated,
                (r.expires_at > now() AND s.revoked_at IS NULL AND NOT a.disabled) AS usable
           FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id JOIN accounts a ON a.id = s.account_id
          WHERE r.token_hash = $1`,
        [hashToken(refreshToken)],
      );
      if (!row) return { kind: 'invalid' };
      if (row.rotated) {
        await revokeSession(db, row.session_id, 'REFRESH_REUSED');
        return { kind: 'reused' };
      }
      if (!row.usable) return { kind: 'invalid' };
      // Only one of two simultaneous refreshes with the same token spends it; the other is a reuse.
      const spent = await db.query('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL RETURNING token_hash', [
        hashToken(refreshToken),
      ]);
      if (spent.length === 0) {
        await revokeSession(db, row.session_id, 'REFRESH_REUSED');
        return { kind: 'reused' };
      }
      const tokens = freshTokens();
      await db.query(
        `UPDATE sessions SET access_token_hash = $2, access_expires_at = now() + make_interval(secs => $3), xsrf_token_hash = $4
          WHERE id = $1`,
        [row.session_id, hashToken(tokens.access), ACCESS_TOKEN_TTL_SECONDS, hashToken(tokens.xsrf)],
      );
      await insertRefreshToken(db, row.session_id, tokens.refresh);
      return { kind: 'rotated', sessionId: row.session_id, accountId: row.account_id, tokens };
    },

    revoke: (sessionId, reason) => revokeSession(db, sessionId, reason),

    async revokeByXsrfToken(xsrfToken, reason) {
      await db.query('UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE xsrf_token_hash = $1 AND revoked_at IS NULL', [
        hashToken(xsrfToken),
        reason,
      ]);
    },

    async revokeAllOf(accountId, reason) {
      await db.query('UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE account_id = $1 AND revoked_at IS NULL', [accountId, reason]);
    },

    async endedOf(sessionIds) {
      const rows = await db.query<{ id: string }>(
        `SELECT watched.id FROM unnest($1::text[]) AS watched (id)
          WHERE NOT EXISTS (SELECT 1 FROM sessions s JOIN accounts a ON a.id = s.account_id
                             WHERE s.id = watched.id AND s.revoked_at IS NULL AND NOT a.disabled)`,
        [sessionIds],
      );
      return rows.map((row) => row.id);
    },
  };
}

function freshTokens(): SessionTokens {
  return { access: newToken(), refresh: newToken(), xsrf: newToken() };
}

async function insertRefreshToken(db: Queryable, sessionId: string, refreshToken: string): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [
    hashToken(refreshToken),
    sessionId,
    REFRESH_TOKEN_TTL_SECONDS,
  ]);
}

async function revokeSession(db: Queryable, sessionId: string, reason: RevokeReason): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, reason]);
}
