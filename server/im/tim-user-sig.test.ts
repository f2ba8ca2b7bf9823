import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IM_USER_SIG_TTL_SECONDS } from './im-user-signer.js';
import { createTimSigner, decodeTimUserSig, timSigHmac, verifyTimUserSig } from './tim-user-sig.js';

// The test key of tls-sig-api-v2's own example (TLSSigAPITest.js): not a real app's key.
const CREDENTIALS = { sdkAppId: 1400000000, secretKey: '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e' };

describe("Tencent Cloud Chat's UserSig", () => {
  it('is made by tls-sig-api-v2 for the user and app, valid for a week, signed with the secret key', async () => {
    const before = Math.floor(Date.now() / 1000);
    const userSig = await createTimSigner(CREDENTIALS).sign('acc-buyer');
    expect(userSig).toMatch(/^[A-Za-z0-9*_-]+$/);
    const doc = decodeTimUserSig(userSig);
    expect(doc).toEqual({
      'TLS.ver': '2.0',
      'TLS.identifier': 'acc-buyer',
      'TLS.sdkappid': 1400000000,
      'TLS.time': expect.any(Number),
      'TLS.expire': IM_USER_SIG_TTL_SECONDS,
      'TLS.sig': expect.any(String),
    });
    expect(doc?.['TLS.time']).toBeGreaterThanOrEqual(before);
    expect(doc?.['TLS.sig']).toBe(timSigHmac(CREDENTIALS.secretKey, doc!));
  });

  it('is verified back to its user until it expires', async () => {
    let now = Date.now();
    const signer = createTimSigner(CREDENTIALS, () => now);
    expect(signer.sdkAppId).toBe(1400000000);
    const userSig = await signer.sign('acc-seller');
    expect(await signer.verify(userSig)).toBe('acc-seller');
    now += (IM_USER_SIG_TTL_SECONDS + 1) * 1000;
    expect(await signer.verify(userSig)).toBeNull();
  });

  it("is refused for another app, with another app's key, or altered", async () => {
    const userSig = await createTimSigner(CREDENTIALS).sign('acc-buyer');
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(verifyTimUserSig({ ...CREDENTIALS, sdkAppId: 1400000001 }, userSig, nowSeconds)).toBeNull();
    expect(verifyTimUserSig({ ...CREDENTIALS, secretKey: 'another key' }, userSig, nowSeconds)).toBeNull();
    const doc = decodeTimUserSig(userSig)!;
    const reencoded = (value: object) =>
      deflateSync(Buffer.from(JSON.stringify(value)))
        .toString('base64')
        .replace(/\+/g, '*')
        .replace(/\//g, '-')
        .replace(/=/g, '_');
    expect(verifyTimUserSig(CREDENTIALS, reencoded(doc), nowSeconds)).toBe('acc-buyer');
    expect(verifyTimUserSig(CREDENTIALS, reencoded({ ...doc, 'TLS.identifier': 'acc-seller' }), nowSeconds)).toBeNull();
    expect(verifyTimUserSig(CREDENTIALS, reencoded({ ...doc, 'TLS.expire': doc['TLS.expire'] * 10 }), nowSeconds)).toBeNull();
  });

  it('is not made for a user id longer than Tencent Cloud Chat takes (32 bytes)', async () => {
    await expect(createTimSigner(CREDENTIALS).sign('x'.repeat(33))).rejects.toThrow('32 bytes');
    await expect(createTimSigner(CREDENTIALS).sign('f'.repeat(32))).resolves.toEqual(expect.any(String));
  });

  it('decodes nothing from what is not a UserSig', () => {
    for (const text of ['', 'not a sig!', 'eJwr', 'a'.repeat(2000), deflateSync(Buffer.from('[1]')).toString('base64')]) {
      expect(decodeTimUserSig(text)).toBeNull();
    }
  });
});
