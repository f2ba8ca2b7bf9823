import { constants, publicEncrypt } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { testDatabases, type TestDatabase } from '../db/testing/databases.js';
import { createLoginKeyStore, LOGIN_KEY_BITS } from './login-key.js';

/** What jsencrypt sends: PKCS#1 v1.5 encryption with the public key, base64. */
function encrypt(publicKeyPem: string, text: string): Buffer {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8'));
}

// The browser's own library (its CommonJS build runs in Node as it is).
type JSEncryptInstance = { setPublicKey(pem: string): void; encrypt(text: string): string | false };
const JSEncrypt = createRequire(import.meta.url)('jsencrypt') as new () => JSEncryptInstance;

describe.each(testDatabases)('the login key on $name', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await migrate(db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('is made once, 2048 bits, and shared by every server instance on the database', async () => {
    const [first, second] = await Promise.all([createLoginKeyStore(db).current(), createLoginKeyStore(db).current()]);
    expect(first.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
    const rows = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_key_pairs');
    expect(rows).toEqual([{ count: 1 }]);
    expect(LOGIN_KEY_BITS).toBe(2048);
    expect(encrypt(first.publicKeyPem, 'x')).toHaveLength(256);
  });

  it('decrypts what the browser encrypts, whatever the characters', async () => {
    const key = await createLoginKeyStore(db).current();
    for (const text of ['Fair2026!', '密码-Pässwörd-🔑', '']) {
      expect(key.decrypt(encrypt(key.publicKeyPem, text).toString('base64'))).toEqual({ text });
    }
  });

  it('decrypts what jsencrypt, the browser’s library, encrypts with the public key it gets', async () => {
    const key = await createLoginKeyStore(db).current();
    const browser = new JSEncrypt();
    browser.setPublicKey(key.publicKeyPem);
    for (const text of ['Fair2026!', 'Pässwörd 密码', 'x'.repeat(64)]) {
      for (let i = 0; i < 20; i++) {
        const ciphertext = browser.encrypt(text);
        expect(ciphertext).toEqual(expect.any(String));
        expect(key.decrypt(ciphertext as string)).toEqual({ text });
      }
    }
  });

  it('decrypts a ciphertext that jsencrypt wrote without its leading zero byte', async () => {
    const key = await createLoginKeyStore(db).current();
    let ciphertext = encrypt(key.publicKeyPem, 'Fair2026!');
    // About one ciphertext in 256 starts with a zero byte.
    for (let i = 0; ciphertext[0] !== 0 && i < 20_000; i++) ciphertext = encrypt(key.publicKeyPem, 'Fair2026!');
    expect(ciphertext[0]).toBe(0);
    expect(key.decrypt(ciphertext.subarray(1).toString('base64'))).toEqual({ text: 'Fair2026!' });
  });

  it('answers null for what by its form alone is no ciphertext of a 2048-bit key: not base64, too long, not below the modulus', async () => {
    const key = await createLoginKeyStore(db).current();
    for (const input of ['', 'not base64!', 'Fair2026!', Buffer.alloc(256, 0xff).toString('base64'), Buffer.alloc(257, 1).toString('base64')]) {
      expect(key.decrypt(input)).toBeNull();
    }
  });

  // Issue 24: answering a block that does not unpad otherwise than a wrong password is a Bleichenbacher oracle.
  it('answers a synthetic text for a block whose padding is wrong: the same for the same block, of no one length', async () => {
    const key = await createLoginKeyStore(db).current();
    // Raw blocks encrypted without padding, so that they decrypt to exactly these bytes.
    const raw = (bytes: Buffer) => publicEncrypt({ key: key.publicKeyPem, padding: constants.RSA_NO_PADDING }, bytes).toString('base64');
    const notType2 = raw(Buffer.alloc(256, 7).fill(0, 0, 1));
    const shortPadding = raw(Buffer.alloc(256, 9).fill(0, 0, 1).fill(2, 1, 2).fill(0, 5, 6));
    const noSeparator = raw(Buffer.alloc(256, 9).fill(0, 0, 1).fill(2, 1, 2));
    const texts = [notType2, shortPadding, noSeparator].map((input) => key.decrypt(input)?.text);
    for (const text of texts) expect(text).toEqual(expect.any(String));
    expect(new Set(texts).size).toBe(texts.length);
    // Deterministic: asking again cannot be told from asking about a well-padded block, whose text is fixed too.
    expect(key.decrypt(notType2)?.text).toBe(texts[0]);
    // The synthetic lengths spread as a well-padded random block's message length does (0 to 245 bytes).
    const lengths = new Set(
      Array.from({ length: 40 }, (_, n) => Buffer.byteLength(key.decrypt(raw(Buffer.alloc(256, n + 10).fill(0, 0, 1)))?.text ?? '', 'utf8')),
    );
    expect(lengths.size).toBeGreaterThan(20);
  });
});
