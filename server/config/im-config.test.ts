import { describe, expect, it } from 'vitest';
import { DEFAULT_IM_CONFIG, readImConfig } from './im-config.js';

const SECRET = 'x'.repeat(32);

describe('readImConfig', () => {
  it('uses the local IM, a key kept in the database and this server as kefu host by default', () => {
    expect(readImConfig({})).toEqual(DEFAULT_IM_CONFIG);
    expect(readImConfig({ TIM_SDKAPPID: ' ', TIM_SECRET_KEY: '', KEFU_HOST: '', LOCAL_IM_SECRET: ' ' })).toEqual(DEFAULT_IM_CONFIG);
    expect(DEFAULT_IM_CONFIG).toEqual({ tim: null, localImSecret: null, kefuHost: null, kefuAccount: 'employee@demo.fair' });
  });

  it('reads Tencent Cloud Chat from TIM_SDKAPPID and TIM_SECRET_KEY, the app id as a number', () => {
    expect(readImConfig({ TIM_SDKAPPID: '1400000000', TIM_SECRET_KEY: 'key' }).tim).toEqual({ sdkAppId: 1400000000, secretKey: 'key' });
  });

  it('refuses one of TIM_SDKAPPID and TIM_SECRET_KEY without the other, and an app id that is not a number', () => {
    expect(() => readImConfig({ TIM_SDKAPPID: '1400000000' })).toThrow(/together/);
    expect(() => readImConfig({ TIM_SECRET_KEY: 'key' })).toThrow(/together/);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect(() => readImConfig({ TIM_SDKAPPID: id, TIM_SECRET_KEY: 'key' })).toThrow(/TIM_SDKAPPID/);
    }
  });

  it('takes LOCAL_IM_SECRET of at least 32 characters', () => {
    expect(readImConfig({ LOCAL_IM_SECRET: SECRET }).localImSecret).toBe(SECRET);
    expect(() => readImConfig({ LOCAL_IM_SECRET: 'short' })).toThrow(/32/);
  });

  it('takes KEFU_HOST as an origin (a trailing slash dropped) and KEFU_ACCOUNT as an e-mail in lower case', () => {
    expect(readImConfig({ KEFU_HOST: 'https://kefu.example.com/' }).kefuHost).toBe('https://kefu.example.com');
    expect(readImConfig({ KEFU_HOST: 'http://127.0.0.1:9090' }).kefuHost).toBe('http://127.0.0.1:9090');
    for (const host of ['kefu.example.com', 'https://kefu.example.com/api', 'ftp://kefu.example.com']) {
      expect(() => readImConfig({ KEFU_HOST: host })).toThrow(/KEFU_HOST/);
    }
    expect(readImConfig({ KEFU_ACCOUNT: ' Service@Demo.Fair ' }).kefuAccount).toBe('service@demo.fair');
  });
});
