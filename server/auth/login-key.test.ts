import { constants, publicEncrypt } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { testDatabases, type TestDatabase } from '../db/test-databases.js';
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
  let another: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    [database, another] = await Promise.all([kind.open(), kind.open()]);
    db = database.db;
    await Promise.all([migrate(db), migrate(another.db)]);
  });
  afterAll(async () => {
    await database?.dispose();
    await another?.dispose();
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
      expect(key.decrypt(encrypt(key.publicKeyPem, text).toString('base64'))).toBe(text);
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
        expect(key.decrypt(ciphertext as string)).toBe(text);
      }
    }
  });

  it('decrypts a ciphertext that jsencrypt wrote without its leading zero byte', async () => {
    const key = await createLoginKeyStore(db).current();
    let ciphertext = encrypt(key.publicKeyPem, 'Fair2026!');
    // About one ciphertext in 256 starts with a zero byte.
    for (let i = 0; ciphertext[0] !== 0 && i < 20_000; i++) ciphertext = encrypt(key.publicKeyPem, 'Fair2026!');
    expect(ciphertext[0]).toBe(0);
    expect(key.decrypt(ciphertext.subarray(1).toString('base64'))).toBe('Fair2026!');
  });

  it('answers null for anything that is not a ciphertext of its key', async () => {
    const key = await createLoginKeyStore(db).current();
    const other = createLoginKeyStore(another.db);
    const foreign = encrypt((await other.current()).publicKeyPem, 'Fair2026!').toString('base64');
    for (const input of ['', 'not base64!', 'Fair2026!', Buffer.alloc(256, 0xff).toString('base64'), Buffer.alloc(257, 1).toString('base64'), foreign]) {
      expect(key.decrypt(input)).toBeNull();
    }
  });
});
