// Tencent Cloud Chat's UserSig: made by tls-sig-api-v2 (offline, from the app's secret key). It is the
// base64 (with +/= written as *-_) of the zlib-deflated JSON { TLS.ver, TLS.identifier, TLS.sdkappid,
// TLS.time, TLS.expire, TLS.sig }, TLS.sig being the HMAC-SHA256 of those fields; reading it back lets the
// local IM endpoints take it as X-IM-Sig too, and lets the tests check what the library made.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { Api } from 'tls-sig-api-v2';
import type { TimCredentials } from '../config/im-config.js';
import { IM_USER_SIG_TTL_SECONDS, type Clock, type ImUserSigner } from './im-user-signer.js';

export interface TimSigDocument {
  'TLS.ver': string;
  'TLS.identifier': string;
  'TLS.sdkappid': number;
  'TLS.time': number;
  'TLS.expire': number;
  'TLS.sig': string;
}

const MAX_SIG_LENGTH = 1024;
/** Tencent Cloud Chat refuses a longer UserID. */
const MAX_USER_ID_BYTES = 32;
const MAX_DOCUMENT_BYTES = 4096;
const ESCAPED_BASE64 = /^[A-Za-z0-9*_-]+$/;

/** The signed document inside a UserSig; null when it is not one. */
export function decodeTimUserSig(userSig: string): TimSigDocument | null {
  if (userSig.length > MAX_SIG_LENGTH || !ESCAPED_BASE64.test(userSig)) return null;
  const base64 = userSig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
  try {
    const json = inflateSync(Buffer.from(base64, 'base64'), { maxOutputLength: MAX_DOCUMENT_BYTES }).toString('utf8');
    const parsed: unknown = JSON.parse(json);
    return isSigDocument(parsed) ? parsed : null;
  } catch {
    // Not deflate data, too long, or not JSON: not a UserSig.
    return null;
  }
}

function isSigDocument(value: unknown): value is TimSigDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Record<string, unknown>;
  return (
    typeof doc['TLS.ver'] === 'string' &&
    typeof doc['TLS.identifier'] === 'string' &&
    typeof doc['TLS.sdkappid'] === 'number' &&
    typeof doc['TLS.time'] === 'number' &&
    typeof doc['TLS.expire'] === 'number' &&
    typeof doc['TLS.sig'] === 'string'
  );
}

/** The HMAC tls-sig-api-v2 writes as TLS.sig (a UserSig without userbuf). */
export function timSigHmac(secretKey: string, doc: Omit<TimSigDocument, 'TLS.sig' | 'TLS.ver'>): string {
  const content =
    `TLS.identifier:${doc['TLS.identifier']}\n` +
    `TLS.sdkappid:${doc['TLS.sdkappid']}\n` +
    `TLS.time:${doc['TLS.time']}\n` +
    `TLS.expire:${doc['TLS.expire']}\n`;
  return createHmac('sha256', secretKey).update(content).digest('base64');
}

/** The UserSig's identifier when this app's key made it and it is still valid at `nowSeconds`. */
export function verifyTimUserSig(credentials: TimCredentials, userSig: string, nowSeconds: number): string | null {
  const doc = decodeTimUserSig(userSig);
  if (doc === null || doc['TLS.ver'] !== '2.0' || doc['TLS.sdkappid'] !== credentials.sdkAppId) return null;
  const expected = Buffer.from(timSigHmac(credentials.secretKey, doc), 'utf8');
  const presented = Buffer.from(doc['TLS.sig'], 'utf8');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  if (doc['TLS.time'] + doc['TLS.expire'] <= nowSeconds) return null;
  return doc['TLS.identifier'];
}

export function createTimSigner(credentials: TimCredentials, now: Clock = Date.now): ImUserSigner {
  const api = new Api(credentials.sdkAppId, credentials.secretKey);
  return {
    sdkAppId: credentials.sdkAppId,
    async sign(imUserId) {
      if (Buffer.byteLength(imUserId) > MAX_USER_ID_BYTES) throw new Error(`"${imUserId}" is longer than a Tencent Cloud Chat UserID may be (32 bytes).`);
      return api.genUserSig(imUserId, IM_USER_SIG_TTL_SECONDS);
    },
    async verify(userSig) {
      return verifyTimUserSig(credentials, userSig, Math.floor(now() / 1000));
    },
  };
}
