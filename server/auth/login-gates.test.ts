import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FLAG_BITS } from '../../common/constants.js';
import { HOME_PAGE } from '../../common/pages.js';
import { createPageConfigRepository } from '../page-configs/repository.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { encryptForLogin, loginAs } from './testing/login.js';

const ALL_FLAGS = 0b111_1111;

describe.each(testDatabases)('the flag mask gates registration and login on $name (spec §4)', (kind) => {
  let portal: TestApp;
  let liveVersion = 0;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  /** Publishes the live en-US home configuration again with this flag mask (the zh-CN one stays as seeded). */
  async function publishFlagMask(flagMask: number): Promise<void> {
    const repository = createPageConfigRepository(portal.db);
    const live = await repository.findLive(HOME_PAGE, 'en-US');
    if (!live) throw new Error('the seed has no live home configuration');
    liveVersion = live.version + 1;
    await repository.insertVersion({
      page: HOME_PAGE,
      language: 'en-US',
      version: liveVersion,
      document: { ...JSON.parse(live.document), flagMask },
      createdBy: 'test',
    });
    await repository.setLive(HOME_PAGE, 'en-US', liveVersion);
  }
  beforeEach(() => publishFlagMask(ALL_FLAGS));

  const EN = { 'x-user-lan': 'en-US' };
  const ZH = { 'x-user-lan': 'zh-CN' };
  const askRegisterCode = (headers: Record<string, string>, target = 'closed.door@demo.fair') =>
    portal.app.inject({ method: 'POST', url: '/api/auth/codes', headers, payload: { channel: 'EMAIL', target, purpose: 'REGISTER' } });
  const logIn = async (account: string, headers = EN) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { account, password: await encryptForLogin(portal.app, 'Fair2026!'), agreeToTerms: true },
    });

  it('refuses a registration code and a registration while buyer registration is off, in the language of the request', async () => {
    await publishFlagMask(ALL_FLAGS & ~FLAG_BITS.buyerRegistration);
    const refused = await askRegisterCode(EN);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorList[0]).toEqual({ errorCode: 'E403_REGISTRATION_CLOSED', errorMessage: 'Buyer registration is not open at the moment.' });
    const register = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: EN,
      payload: {
        email: 'closed.door@demo.fair',
        code: '123456',
        password: await encryptForLogin(portal.app, 'Welcome2026!'),
        name: 'Cleo Closed',
        agreeToTerms: true,
      },
    });
    expect(register.json().errorList[0].errorCode).toBe('E403_REGISTRATION_CLOSED');
    // The zh-CN configuration still has the bit: a Chinese visitor may register.
    expect((await askRegisterCode(ZH)).statusCode).toBe(204);
  });

  it('refuses a buyer login while buyer login is off; sellers and employees still log in', async () => {
    await publishFlagMask(ALL_FLAGS & ~FLAG_BITS.buyerLogin);
    for (const account of ['buyer@demo.fair', 'member@demo.fair']) {
      const refused = await logIn(account);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorList[0]).toEqual({ errorCode: 'E403_LOGIN_CLOSED', errorMessage: 'Buyer login is not open at the moment.' });
      expect(refused.cookies.find((cookie) => cookie.name === 'portal_access')).toBeUndefined();
    }
    await expect(loginAs(portal.app, 'seller@demo.fair')).resolves.toMatchObject({ xsrf: expect.any(String) });
    await expect(loginAs(portal.app, 'employee@demo.fair')).resolves.toMatchObject({ xsrf: expect.any(String) });
    // A media member is gated by media login, which is still on.
    expect((await logIn('media@demo.fair')).statusCode).toBe(200);
  });

  it('refuses a media member while media login is off, not the other buyers', async () => {
    await publishFlagMask(ALL_FLAGS & ~FLAG_BITS.mediaLogin);
    const refused = await logIn('media@demo.fair');
    expect(refused.json().errorList[0]).toEqual({ errorCode: 'E403_LOGIN_CLOSED', errorMessage: 'Media login is not open at the moment.' });
    expect((await logIn('buyer@demo.fair')).statusCode).toBe(200);
  });

  it('lets everyone in with every bit on', async () => {
    for (const account of ['buyer@demo.fair', 'media@demo.fair']) expect((await logIn(account)).statusCode).toBe(200);
    expect((await askRegisterCode(EN, 'open.door@demo.fair')).statusCode).toBe(204);
  });
});
