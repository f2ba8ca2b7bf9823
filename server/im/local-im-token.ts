// The local IM's user signature: `<payload>.<mac>`, both base64url, the payload the JSON
// { sub: imUserId, exp: seconds since the epoch } and the mac its HMAC-SHA256 under the deployment's key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { IM_USER_SIG_TTL_SECONDS, type Clock, type ImUserSigner } from './im-user-signer.js';

interface TokenPayload {
  sub: string;
  exp: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
// Far more than any payload we make: a longer header is refused before any decoding.
const MAX_TOKEN_LENGTH = 512;

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload, 'utf8').digest();
}

export function signLocalImToken(key: Buffer, imUserId: string, expiresAtSeconds: number): string {
  const payload = Buffer.from(JSON.stringify({ sub: imUserId, exp: expiresAtSeconds } satisfies TokenPayload), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The token's imUserId when the key made it and it has not expired at `nowSeconds`; null otherwise. */
export function verifyLocalImToken(key: Buffer, token: string, nowSeconds: number): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0 || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  // Compared as text: only the one canonical encoding of the mac is accepted.
  const presented = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(mac(key, payload).toString('base64url'), 'utf8');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  const claims = parsePayload(payload);
  if (claims === null || claims.exp <= nowSeconds) return null;
  return claims.sub;
}

function parsePayload(payload: string): TokenPayload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { sub, exp } = parsed as Record<string, unknown>;
    return typeof sub === 'string' && sub !== '' && typeof exp === 'number' && Number.isFinite(exp) ? { sub, exp } : null;
  } catch {
    // Only a token we signed gets here, so this is not expected; treat it as not ours all the same.
    return null;
  }
}

/** Signs with the key `key()` gives (configured, or kept in the database: im-token-key.ts). */
export function createLocalImSigner(key: () => Promise<Buffer>, now: Clock = Date.now): ImUserSigner {
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    sdkAppId: null,
    async sign(imUserId) {
      return signLocalImToken(await key(), imUserId, nowSeconds() + IM_USER_SIG_TTL_SECONDS);
    },
    async verify(userSig) {
      return verifyLocalImToken(await key(), userSig, nowSeconds());
    },
  };
}
