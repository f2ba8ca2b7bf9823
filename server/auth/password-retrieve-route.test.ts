import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { BADLY_PADDED_BLOCK, DEMO_PASSWORD, encryptBlockForLogin, encryptForLogin, loginAs, paddedBlock } from './testing/login.js';
import { latestCode } from './testing/mailbox.js';

const EN = { 'x-user-lan': 'en-US' };

describe.each(testDatabases)('POST /api/auth/password/retrieve on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const retrieve = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    portal.app.inject({ method: 'POST', url: '/api/auth/password/retrieve', payload: body, headers: EN, remoteAddress });
  const badCode = { errorList: [{ errorCode: 'E401_BAD_CREDENTIALS', errorMessage: 'The verification code is incorrect or has expired.' }] };
  async function codeFor(target: string): Promise<string> {
    await portal.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds'");
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/codes',
      payload: { channel: 'EMAIL', target, purpose: 'RETRIEVE_PASSWORD' },
      headers: EN,
    });
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
    const wrong = await retrieve({
      target: 'group@demo.fair',
      code: code === '111111' ? '111112' : '111111',
      newPassword: await encryptForLogin(portal.app, 'Renewed2026!'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorList[0].errorCode).toBe('E401_BAD_CREDENTIALS');
    await portal.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds'");
    await portal.app.inject({
      method: 'POST',
      url: '/api/auth/codes',
      payload: { channel: 'EMAIL', target: 'group@demo.fair', purpose: 'LOGIN' },
      headers: EN,
    });
    const loginCode = await latestCode(portal.app, 'group@demo.fair');
    const otherPurpose = await retrieve({ target: 'group@demo.fair', code: loginCode, newPassword: await encryptForLogin(portal.app, 'Renewed2026!') });
    expect(otherPurpose.statusCode).toBe(401);
    await expect(loginAs(portal.app, 'group@demo.fair')).resolves.toBeDefined();
  });

  it('needs a new password of 8 to 64 characters, and leaves the code usable for one that is', async () => {
    const code = await codeFor('employee@demo.fair');
    const response = await retrieve({ target: 'employee@demo.fair', code, newPassword: await encryptForLogin(portal.app, 'short') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorList: [{ errorCode: 'E400_PASSWORD_LENGTH', errorMessage: 'The password must be 8 to 64 characters long.' }] });
    expect((await retrieve({ target: 'employee@demo.fair', code, newPassword: await encryptForLogin(portal.app, DEMO_PASSWORD) })).statusCode).toBe(204);
  });

  // Issue 24, finding 2: no answer may tell whether the block unpadded: a block whose padding is wrong decrypts to a
  // synthetic text (implicit rejection), checked as any new password is.
  it('answers a new password whose padding is wrong as it answers any new password', async () => {
    const code = await codeFor('member@demo.fair');
    const answer = await retrieve({ target: 'member@demo.fair', code, newPassword: await encryptBlockForLogin(portal.app, BADLY_PADDED_BLOCK) });
    expect(answer.statusCode === 204 || answer.json().errorList[0].errorCode === 'E400_PASSWORD_LENGTH').toBe(true);
    const again = answer.statusCode === 204 ? await codeFor('member@demo.fair') : code;
    expect((await retrieve({ target: 'member@demo.fair', code: again, newPassword: await encryptForLogin(portal.app, DEMO_PASSWORD) })).statusCode).toBe(204);
  });

  it('says nothing of the new password until the code is right', async () => {
    const code = await codeFor('newbuyer@demo.fair');
    const wrongCode = code === '111111' ? '111112' : '111111';
    const passwords = [await encryptForLogin(portal.app, 'short'), await encryptBlockForLogin(portal.app, paddedBlock('x'.repeat(100)))];
    for (const newPassword of passwords) {
      const response = await retrieve({ target: 'newbuyer@demo.fair', code: wrongCode, newPassword }, '203.0.113.1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(badCode);
    }
  });

  it('counts every attempt against the login throttle, whatever its password', async () => {
    const short = await encryptForLogin(portal.app, 'short');
    for (let i = 0; i < 5; i++) await retrieve({ target: 'terms@demo.fair', code: '123456', newPassword: short }, '203.0.113.2');
    const throttled = await retrieve({ target: 'terms@demo.fair', code: '123456', newPassword: short }, '203.0.113.2');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errorList[0].errorCode).toBe('E429_LOGIN_THROTTLED');
  });
});
