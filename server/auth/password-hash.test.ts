import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from './password-hash.js';

const CHEAP = { log2N: 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('verify the password they were made from and no other', async () => {
    const hash = await hashPassword('Fair2026!', CHEAP);
    expect(await verifyPassword('Fair2026!', hash)).toBe(true);
    expect(await verifyPassword('fair2026!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('carry their cost and a random salt, so one password gives different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same', CHEAP), hashPassword('same', CHEAP)]);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('use the production cost by default: N=2^15, r=8, p=3', async () => {
    expect(PASSWORD_COST).toEqual({ log2N: 15, r: 8, p: 3 });
    const hash = await hashPassword('a real password');
    expect(hash.startsWith('scrypt$15$8$3$')).toBe(true);
    expect(await verifyPassword('a real password', hash)).toBe(true);
  });

  it('treat a malformed stored hash as not matching', async () => {
    for (const stored of ['', 'plain', 'scrypt$10$8$1$c2FsdA', 'bcrypt$10$8$1$c2FsdA$aGFzaA', 'scrypt$99$8$1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('compare NFC-normalised text, so composed and decomposed accents are one password', async () => {
    const hash = await hashPassword('Caf\u00e9-2026', CHEAP);
    expect(await verifyPassword('Cafe\u0301-2026', hash)).toBe(true);
  });
});
