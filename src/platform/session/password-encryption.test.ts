import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptPassword, PasswordEncryptionError } from './password-encryption';
import { errorReply, setUpAuthApi } from './testing/auth-api';

const api = setUpAuthApi();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('encryptPassword', () => {
  it('encrypts with the server’s public key, so only its private key reads the password', async () => {
    const encrypted = await encryptPassword('Fair2026!');
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(encrypted).not.toContain('Fair2026!');
    expect(api.decrypt(encrypted)).toBe('Fair2026!');
    // PKCS#1 v1.5 pads randomly: the same password never gives the same text twice.
    expect(await encryptPassword('Fair2026!')).not.toBe(encrypted);
    // The public key is asked for once per page.
    expect(api.sentTo('GET /api/auth/public-key')).toHaveLength(1);
  });

  it('refuses a password the key cannot hold', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsencrypt says 'Message too long for RSA'
    await expect(encryptPassword('x'.repeat(300))).rejects.toBeInstanceOf(PasswordEncryptionError);
  });
});

describe('encryptPassword without a key yet', () => {
  it('asks again after a failed key request', async () => {
    vi.resetModules();
    const { encryptPassword: encryptFresh } = await import('./password-encryption');
    const { http: freshHttp } = await import('../http');
    freshHttp.defaults.baseURL = api.origin;
    api.reply('GET /api/auth/public-key', errorReply(503, 'E503_OVERLOADED'));
    await expect(encryptFresh('Fair2026!')).rejects.toThrow();
    api.reset();
    const encrypted = await encryptFresh('Fair2026!');
    expect(api.decrypt(encrypted)).toBe('Fair2026!');
    expect(api.sentTo('GET /api/auth/public-key')).toHaveLength(1);
  });
});
