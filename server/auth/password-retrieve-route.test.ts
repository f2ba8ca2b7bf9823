import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.js';
import { openTestApp, type TestApp } from '../test-app.js';
import { DEMO_PASSWORD, encryptForLogin, loginAs } from './test-login.js';
import { latestCode } from './test-mailbox.js';

const EN = { 'x-user-lan': 'en-US' };

describe.each(testDatabases)('POST /api/auth/password/retrieve on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const retrieve = (body: Record<string, unknown>) => portal.app.inject({ method: 'POST', url: '/api/auth/password/retrieve', payload: body, headers: EN });
  async function codeFor(target: string): Promise<string> {
    await portal.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds'");
    const response = await portal.app.inject({ method: 'POST', url: '/api/auth/codes', payload: { channel: 'EMAIL', target, purpose: 'RETRIEVE_PASSWORD' }, headers: EN });
    expect(response.statusCode).toBe(204);
    return latestCode(portal.app, target);
  }

  it('sets the new password and ends every session of the account', async () => {
    const session = await loginAs(portal.app, 'seller@demo.fair');
    const code = await codeFor('seller@demo.fair');
    const response = await retrieve({ target: 'seller@demo.fair', code, newPassword: await encryptForLogin(portal.app, 'Renewed2026!') });
    expect(response.statusCode).toBe(204);
    const member = await portal.app.inject({ url: '/member/api/members/self', headers: session.headers });
    expect(member.statusCode).toBe(401);
    expect(member.json().errorList[0].errorCode).toBe('E201033009');
    await expect(loginAs(portal.app, 'seller@demo.fair', DEMO_PASSWORD)).rejects.toThrow(/401/);
    await expect(loginAs(portal.app, 'seller@demo.fair', 'Renewed2026!')).resolves.toBeDefined();
  });

  it('refuses a wrong code or a code for another purpose with 401, and changes nothing', async () => {
    const code = await codeFor('group@demo.fair');
    const wrong = await retrieve({ target: 'group@demo.fair', code: code === '111111' ? '111112' : '111111', newPassword: await encryptForLogin(portal.app, 'Renewed2026!') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorList[0].errorCode).toBe('E401_BAD_CREDENTIALS');
    await portal.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds'");
    await portal.app.inject({ method: 'POST', url: '/api/auth/codes', payload: { channel: 'EMAIL', target: 'group@demo.fair', purpose: 'LOGIN' }, headers: EN });
    const loginCode = await latestCode(portal.app, 'group@demo.fair');
    const otherPurpose = await retrieve({ target: 'group@demo.fair', code: loginCode, newPassword: await encryptForLogin(portal.app, 'Renewed2026!') });
    expect(otherPurpose.statusCode).toBe(401);
    await expect(loginAs(portal.app, 'group@demo.fair')).resolves.toBeDefined();
  });

  it('needs a new password of 8 to 64 characters', async () => {
    const code = await codeFor('employee@demo.fair');
    const response = await retrieve({ target: 'employee@demo.fair', code, newPassword: await encryptForLogin(portal.app, 'short') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorList: [{ errorCode: 'E400_PASSWORD_LENGTH', errorMessage: 'The password must be 8 to 64 characters long.' }] });
  });
});
