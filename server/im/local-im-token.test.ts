import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IM_USER_SIG_TTL_SECONDS } from './im-user-signer.js';
import { createLocalImSigner, signLocalImToken, verifyLocalImToken } from './local-im-token.js';

const KEY = randomBytes(32);
const NOW = 1_790_000_000;

describe('the local IM token', () => {
  it('names its user until it expires', () => {
    const token = signLocalImToken(KEY, 'acc-buyer', NOW + 60);
    expect(verifyLocalImToken(KEY, token, NOW)).toBe('acc-buyer');
    expect(verifyLocalImToken(KEY, token, NOW + 59)).toBe('acc-buyer');
    expect(verifyLocalImToken(KEY, token, NOW + 60)).toBeNull();
  });

  it('is refused when altered: another user or expiry in the payload, another mac, another key', () => {
    const token = signLocalImToken(KEY, 'acc-buyer', NOW + 60);
    const [, mac] = token.split('.');
    const forged = (payload: object) => `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    expect(verifyLocalImToken(KEY, forged({ sub: 'acc-seller', exp: NOW + 60 }), NOW)).toBeNull();
    expect(verifyLocalImToken(KEY, forged({ sub: 'acc-buyer', exp: NOW + 600_000 }), NOW)).toBeNull();
    const macStart = token.indexOf('.') + 1;
    const other = token[macStart] === 'A' ? 'B' : 'A';
    expect(verifyLocalImToken(KEY, `${token.slice(0, macStart)}${other}${token.slice(macStart + 1)}`, NOW)).toBeNull();
    expect(verifyLocalImToken(randomBytes(32), token, NOW)).toBeNull();
  });

  it('refuses what is not a token', () => {
    for (const text of ['', 'abc', 'a.b.c', 'a.', '.b', '!!.??', `${'a'.repeat(600)}.b`]) {
      expect(verifyLocalImToken(KEY, text, NOW)).toBeNull();
    }
  });

  it('is valid for a week when the signer makes it', async () => {
    let now = NOW * 1000;
    const signer = createLocalImSigner(
      async () => KEY,
      () => now,
    );
    expect(signer.sdkAppId).toBeNull();
    const token = await signer.sign('acc-seller');
    now += (IM_USER_SIG_TTL_SECONDS - 1) * 1000;
    expect(await signer.verify(token)).toBe('acc-seller');
    now += 1000;
    expect(await signer.verify(token)).toBeNull();
  });
});
