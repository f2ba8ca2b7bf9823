import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_BITS } from '../../common/constants.js';
import { validateMediaLoginReply } from '../../common/generated/validators.js';
import { encryptForLogin, loginAs, sessionFromCookies } from '../auth/testing/login.js';
import { latestCode } from '../auth/testing/mailbox.js';
import { HOME_PAGE } from '../../common/pages.js';
import { createPageConfigRepository } from '../page-configs/repository.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';

const EN = { 'x-user-lan': 'en-US' };
const ALL_FLAGS = 0b111_1111;

describe.each(testDatabases)('media login and register on $name (spec §6, issue 9)', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  const mediaLogin = async (account: string, password = 'Fair2026!', agreeToTerms = true) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/auth/media/login',
      headers: EN,
      payload: { account, password: await encryptForLogin(portal.app, password), agreeToTerms },
    });
  async function publishFlagMask(flagMask: number): Promise<void> {
    const repository = createPageConfigRepository(portal.db);
    const live = await repository.findLive(HOME_PAGE, 'en-US');
    if (!live) throw new Error('the seed has no live home configuration');
    const version = live.version + 1;
    await repository.insertVersion({ page: HOME_PAGE, language: 'en-US', version, document: { ...JSON.parse(live.document), flagMask }, createdBy: 'test' });
    await repository.setLive(HOME_PAGE, 'en-US', version);
  }

  it('logs the demo media member in with a session, as a media member', async () => {
    const response = await mediaLogin('media@demo.fair');
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(validateMediaLoginReply(reply), JSON.stringify(validateMediaLoginReply.errors)).toBe(true);
    expect(reply).toEqual({
      loginStatus: { isAuthenticated: true, id: 'acc-media', userType: 'BUYER', language: 'en-US' },
      mediaMember: true,
      notice: 'You are logged in as a media member.',
    });
    const session = sessionFromCookies(response.cookies);
    expect((await portal.app.inject({ url: '/member/api/users/self', headers: session.headers })).json()).toMatchObject({ mediaMember: true });
  });

  it('sends buyers and other accounts to the member login, and keeps the login rules', async () => {
    for (const account of ['buyer@demo.fair', 'employee@demo.fair']) {
      const refused = await mediaLogin(account);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorList[0]).toEqual({
        errorCode: 'E403_NOT_MEDIA_ACCOUNT',
        errorMessage: 'This login is for media accounts. Buyers, please use the member login.',
      });
    }
    expect((await mediaLogin('media@demo.fair', 'wrong-password')).json().errorList[0].errorCode).toBe('E401_BAD_CREDENTIALS');
    expect((await mediaLogin('media@demo.fair', 'Fair2026!', false)).json().errorList[0].errorCode).toBe('E400_TERMS_NOT_AGREED');
  });

  it('is closed while the flag mask has media login off', async () => {
    await publishFlagMask(ALL_FLAGS & ~FLAG_BITS.mediaLogin);
    const refused = await mediaLogin('media@demo.fair');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorList[0]).toEqual({ errorCode: 'E403_LOGIN_CLOSED', errorMessage: 'Media login is not open at the moment.' });
    await publishFlagMask(ALL_FLAGS);
  });

  it('registers a media account that awaits verification: it logs in through the media login, but cannot sign up for press events', async () => {
    const email = 'new.reporter@news.example';
    const codeSent = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/codes',
      headers: EN,
      payload: { channel: 'EMAIL', target: email, purpose: 'REGISTER' },
    });
    expect(codeSent.statusCode).toBe(204);
    const payload = {
      email,
      code: await latestCode(portal.app, email),
      password: await encryptForLogin(portal.app, 'Press2026!'),
      name: 'Nell Reporter',
      agreeToTerms: true,
    };
    const registered = await portal.app.inject({ method: 'POST', url: '/api/auth/media/register', headers: EN, payload });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({
      loginStatus: { isAuthenticated: true, userType: 'BUYER' },
      mediaMember: false,
      notice: 'Your media account awaits verification: once the organiser has confirmed your media organisation, you can sign up for press events.',
    });
    const again = await portal.app.inject({ method: 'POST', url: '/api/auth/media/register', headers: EN, payload });
    expect(again.statusCode).toBe(401);

    const login = await mediaLogin(email, 'Press2026!');
    expect(login.json()).toMatchObject({ mediaMember: false });
    const session = await loginAs(portal.app, email, 'Press2026!');
    const signUp = await portal.app.inject({
      method: 'POST',
      url: '/b2bshop/api/news/invitations/closing-press-conference/registrations',
      headers: { ...EN, ...session.headers },
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().errorList[0].errorCode).toBe('E403_NOT_MEDIA');
  });
});
