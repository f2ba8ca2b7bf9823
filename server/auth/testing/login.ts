// For server tests: a real login through POST /api/auth/login, as the browser does it (the password
// encrypted with the server's public key, PKCS#1 v1.5 like jsencrypt), ready for app.inject.
import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE, XSRF_COOKIE } from '../session-cookies.js';

export const DEMO_PASSWORD = 'Fair2026!';

export interface TestLogin {
  /** The Cookie header value: access token and XSRF token (the refresh token is in `refreshCookie`). */
  cookie: string;
  xsrf: string;
  /** { cookie, 'x-xsrf-token' }: spread into an inject's headers. */
  headers: Record<string, string>;
  /** `portal_refresh=…`, for calls to /api/auth/token/refresh. */
  refreshCookie: string;
}

/** The password as the browser sends it: base64 of its RSA encryption with the server's public key. */
export async function encryptForLogin(app: FastifyInstance, password: string): Promise<string> {
  return publicEncrypt({ key: await publicKeyOf(app), padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password, 'utf8')).toString('base64');
}

/**
 * A raw 256-byte block encrypted with the server's public key and no padding, so that the server decrypts it to
 * exactly these bytes: how an attacker probes the padding check (issue 24). The block must start with 00.
 */
export async function encryptBlockForLogin(app: FastifyInstance, block: Buffer): Promise<string> {
  return publicEncrypt({ key: await publicKeyOf(app), padding: constants.RSA_NO_PADDING }, block).toString('base64');
}

/** A 256-byte block that decrypts to 00 07 07 …: not PKCS#1 type 2 padding. */
export const BADLY_PADDED_BLOCK = Buffer.alloc(256, 7).fill(0, 0, 1);

/** A 256-byte block with right PKCS#1 type 2 padding around `message` (non-zero padding bytes). */
export function paddedBlock(message: string): Buffer {
  const text = Buffer.from(message, 'utf8');
  return Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(256 - 3 - text.length, 0x5a), Buffer.from([0]), text]);
}

async function publicKeyOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject('/api/auth/public-key');
  if (response.statusCode !== 200) throw new Error(`GET /api/auth/public-key answered ${response.statusCode}: ${response.body}`);
  return response.json<{ publicKey: string }>().publicKey;
}

export async function loginAs(app: FastifyInstance, account: string, password: string = DEMO_PASSWORD): Promise<TestLogin> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password: await encryptForLogin(app, password), agreeToTerms: true },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${account} answered ${response.statusCode}: ${response.body}`);
  return sessionFromCookies(response.cookies);
}

/** The cookies a login, register or refresh answer set, as a TestLogin. */
export function sessionFromCookies(cookies: { name: string; value: string }[]): TestLogin {
  const valueOf = (name: string) => {
    const value = cookies.find((cookie) => cookie.name === name)?.value;
    if (!value) throw new Error(`the answer set no ${name} cookie`);
    return value;
  };
  const access = valueOf(ACCESS_COOKIE);
  const xsrf = valueOf(XSRF_COOKIE);
  const cookie = `${ACCESS_COOKIE}=${access}; ${XSRF_COOKIE}=${xsrf}`;
  return { cookie, xsrf, headers: { cookie, 'x-xsrf-token': xsrf }, refreshCookie: `${REFRESH_COOKIE}=${valueOf(REFRESH_COOKIE)}` };
}
