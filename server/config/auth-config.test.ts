import { describe, expect, it } from 'vitest';
import { readSeedAccounts } from '../db/seed-files.js';
import { DEFAULT_AUTH_CONFIG, DEFAULT_MEDIA_ENTERPRISE_IDS, readAuthConfig } from './auth-config.js';

describe('readAuthConfig', () => {
  it('defaults to the seeded media company, codes in the log only (no mailbox page) and, on loopback, cookies without Secure', () => {
    expect(readAuthConfig({})).toEqual(DEFAULT_AUTH_CONFIG);
    expect(DEFAULT_AUTH_CONFIG).toEqual({ mediaEnterpriseIds: DEFAULT_MEDIA_ENTERPRISE_IDS, codePort: 'log', secureCookies: false });
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) expect(readAuthConfig({ HOST }).secureCookies).toBe(false);
  });

  it('makes the cookies Secure by default when the portal listens beyond loopback, where HTTPS is expected', () => {
    expect(readAuthConfig({ HOST: '0.0.0.0' }).secureCookies).toBe(true);
    expect(readAuthConfig({ HOST: '10.0.0.5' }).secureCookies).toBe(true);
    expect(readAuthConfig({ HOST: '0.0.0.0', COOKIE_SECURE: 'false' }).secureCookies).toBe(false);
    // On loopback behind a proxy, people still come over HTTPS.
    expect(readAuthConfig({ HOST: '127.0.0.1', TRUST_PROXY: '1' }).secureCookies).toBe(true);
  });

  it('serves the dev mailbox only when CODE_PORT asks for it', () => {
    expect(readAuthConfig({ CODE_PORT: 'dev-mailbox' }).codePort).toBe('dev-mailbox');
  });

  it('names the company of the seeded media member as the default media enterprise', () => {
    const media = readSeedAccounts().accounts.find((account) => account.email === 'media@demo.fair');
    expect(media?.siteTraderId).toBeTruthy();
    expect(DEFAULT_MEDIA_ENTERPRISE_IDS).toEqual([media?.siteTraderId]);
  });

  it('reads MEDIA_ENTERPRISE_IDS as a comma-separated list, CODE_PORT and COOKIE_SECURE', () => {
    expect(readAuthConfig({ MEDIA_ENTERPRISE_IDS: ' st-a, st-b ,,', CODE_PORT: 'log', COOKIE_SECURE: 'true' })).toEqual({
      mediaEnterpriseIds: ['st-a', 'st-b'],
      codePort: 'log',
      secureCookies: true,
    });
  });

  it('refuses an unknown CODE_PORT or COOKIE_SECURE value', () => {
    expect(() => readAuthConfig({ CODE_PORT: 'smtp' })).toThrow(/CODE_PORT/);
    expect(() => readAuthConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });
});
