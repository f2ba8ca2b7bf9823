// Opaque random tokens (access, refresh, XSRF) and how they are kept: only their sha256 is stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: safe in a cookie and a header as it is. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
