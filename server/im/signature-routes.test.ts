import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateKefuExchangeReply, validateTimSignature } from '../../common/generated/validators.js';
import { translate } from '../../common/i18n/messages.js';
import { buildApp } from '../app.js';
import { testDatabases } from '../db/testing/databases.js';
import { ACCOUNTS, expectError, imCall, openImPortal, type Who } from './testing/im-kit.js';
import { signLocalImToken, verifyLocalImToken } from './local-im-token.js';
import { decodeTimUserSig, timSigHmac } from './tim-user-sig.js';

const NOT_IM_USER = 'Your account is not a buyer account and cannot send instant messages.';
// The test key of tls-sig-api-v2's own example: not a real app's key.
const TIM = { sdkAppId: 1400000000, secretKey: '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e' };
const KEFU = '/public/api/imIntegration/postTiMexchangeImUser';
const signaturePath = (subsite: string) => `/${subsite}/api/tim/signature/self`;

describe.each(testDatabases)('the IM signature and the kefu exchange on $name', (kind) => {
  const portal = openImPortal(kind);
  const signature = (who: Who, subsite: string, language?: 'en-US' | 'zh-CN') =>
    imCall(portal.app, { url: signaturePath(subsite), session: portal.sessions[who], ...(language ? { language } : {}) });

  describe('GET /{subsite}/api/tim/signature/self with the local IM (no TIM_SDKAPPID)', () => {
    it("answers a buyer under member and a seller under seller: the account id, the local IM's token and sdkAppId null", async () => {
      for (const [who, subsite, imUserId] of [
        ['buyer', 'member', ACCOUNTS.buyer],
        ['member', 'member', ACCOUNTS.member],
        ['seller', 'seller', ACCOUNTS.seller],
      ] as const) {
        const response = await signature(who, subsite);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = response.json();
        expect(validateTimSignature(body), JSON.stringify(validateTimSignature.errors)).toBe(true);
        expect(body).toEqual({ imUserId, imUserSig: expect.any(String), sdkAppId: null });
        const unread = await imCall(portal.app, { url: `/${subsite}/api/im/unread`, session: portal.sessions[who], imUserSig: body.imUserSig });
        expect(unread.statusCode, unread.body).toBe(200);
      }
    });

    it('signs with a key kept in the database, so every instance on it accepts the tokens of any other', async () => {
      const imUserSig = (await signature('buyer', 'member')).json().imUserSig;
      const [stored] = await portal.db.query<{ secret: string }>('SELECT secret FROM im_token_keys WHERE id = 1');
      expect(verifyLocalImToken(Buffer.from(stored?.secret ?? '', 'base64'), imUserSig, Math.floor(Date.now() / 1000))).toBe(ACCOUNTS.buyer);
      // (another setting of the other instance: its kefu exchange names a disabled account, so it answers 503)
      const other = await buildApp({ db: portal.db, loadShedding: false, im: { kefuAccount: 'disabled@demo.fair' } });
      try {
        const unread = await imCall(other, { url: '/member/api/im/unread', session: portal.sessions.buyer, imUserSig });
        expect(unread.statusCode, unread.body).toBe(200);
        expectError(await imCall(other, { method: 'POST', url: KEFU, payload: { memberId: 'mem-buyer' } }), 503, 'E503_KEFU_UNAVAILABLE');
      } finally {
        await other.close();
      }
    });

    it('refuses a visitor with 401 under every subsite', async () => {
      for (const subsite of ['member', 'seller', 'group', 'work']) {
        expectError(await imCall(portal.app, { url: signaturePath(subsite) }), 401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first');
      }
    });

    it("refuses groups and media members with 403 and the spec's message (§6: IM is for sellers and buyers)", async () => {
      for (const [who, subsite] of [
        ['group', 'group'],
        ['group', 'member'],
        ['media', 'member'],
      ] as const) {
        expectError(await signature(who, subsite), 403, 'E403_NOT_IM_USER', NOT_IM_USER);
        expectError(await signature(who, subsite, 'zh-CN'), 403, 'E403_NOT_IM_USER', translate('zh-CN', 'buyerOnly.instantMessage'));
      }
    });

    it("answers the customer service (the kefu exchange's employee) under work, where it answers its chats, and only there", async () => {
      const response = await signature('employee', 'work');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ imUserId: ACCOUNTS.service, imUserSig: expect.any(String), sdkAppId: null });
      expectError(await signature('employee', 'member'), 403, 'E403_IM_SUBSITE');
    });

    it("refuses a buyer under seller and a seller under member (each has its own back office's IM)", async () => {
      expectError(await signature('buyer', 'seller'), 403, 'E403_IM_SUBSITE', translate('en-US', 'im.wrongSubsite'));
      expectError(await signature('seller', 'member'), 403, 'E403_IM_SUBSITE');
      expectError(await signature('member', 'group'), 403, 'E403_IM_SUBSITE');
    });
  });

  describe('with Tencent Cloud Chat, LOCAL_IM_SECRET or KEFU_HOST configured', () => {
    let configured: FastifyInstance;
    beforeAll(async () => {
      configured = await buildApp({
        db: portal.db,
        loadShedding: false,
        im: { tim: TIM, kefuHost: 'https://kefu.example.com', kefuAccount: 'nobody@demo.fair' },
      });
    });
    afterAll(() => configured?.close());

    it('answers a UserSig made by tls-sig-api-v2 for the account, the app id as a number and the kefu host', async () => {
      const response = await imCall(configured, { url: signaturePath('seller'), session: portal.sessions.seller });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(validateTimSignature(body), JSON.stringify(validateTimSignature.errors)).toBe(true);
      expect(body).toEqual({ imUserId: ACCOUNTS.seller, imUserSig: expect.any(String), sdkAppId: 1400000000, kefuHost: 'https://kefu.example.com' });
      const doc = decodeTimUserSig(body.imUserSig);
      expect(doc).toMatchObject({ 'TLS.ver': '2.0', 'TLS.identifier': ACCOUNTS.seller, 'TLS.sdkappid': 1400000000 });
      expect(doc?.['TLS.sig']).toBe(timSigHmac(TIM.secretKey, doc!));
      // the local IM endpoints take the UserSig as X-IM-Sig too, and only the app's own
      expect((await imCall(configured, { url: '/seller/api/im/unread', session: portal.sessions.seller, imUserSig: body.imUserSig })).statusCode).toBe(200);
      const local = (await signature('seller', 'seller')).json().imUserSig;
      expectError(await imCall(configured, { url: '/seller/api/im/unread', session: portal.sessions.seller, imUserSig: local }), 401, 'E401_IM_SIGNATURE');
    });

    it('answers the kefu exchange with 503 when KEFU_ACCOUNT names no account', async () => {
      expectError(await imCall(configured, { method: 'POST', url: KEFU, payload: { memberId: 'mem-buyer' } }), 503, 'E503_KEFU_UNAVAILABLE');
    });

    it('refuses the same roles with Tencent Cloud Chat', async () => {
      expectError(await imCall(configured, { url: signaturePath('member') }), 401, 'E401_LOGIN_REQUIRED');
      expectError(await imCall(configured, { url: signaturePath('group'), session: portal.sessions.group }), 403, 'E403_NOT_IM_USER');
      expectError(await imCall(configured, { url: signaturePath('member'), session: portal.sessions.media }), 403, 'E403_NOT_IM_USER');
      // KEFU_ACCOUNT names someone else here: employee@demo.fair is an employee like any other, without IM.
      for (const subsite of ['work', 'member']) {
        expectError(await imCall(configured, { url: signaturePath(subsite), session: portal.sessions.employee }), 403, 'E403_NOT_IM_USER', NOT_IM_USER);
      }
    });

    it('signs the local IM token with LOCAL_IM_SECRET when it is set', async () => {
      const secret = 'a-local-im-secret-of-32-characters!';
      const app = await buildApp({ db: portal.db, loadShedding: false, im: { localImSecret: secret } });
      try {
        const body = (await imCall(app, { url: signaturePath('member'), session: portal.sessions.buyer })).json();
        expect(body).toEqual({ imUserId: ACCOUNTS.buyer, imUserSig: expect.any(String), sdkAppId: null });
        expect(verifyLocalImToken(Buffer.from(secret), body.imUserSig, Math.floor(Date.now() / 1000))).toBe(ACCOUNTS.buyer);
        const forged = signLocalImToken(Buffer.from('another-secret-of-32-characters!!'), ACCOUNTS.buyer, Math.floor(Date.now() / 1000) + 60);
        expectError(await imCall(app, { url: '/member/api/im/unread', session: portal.sessions.buyer, imUserSig: forged }), 401, 'E401_IM_SIGNATURE');
      } finally {
        await app.close();
      }
    });
  });

  describe('POST /public/api/imIntegration/postTiMexchangeImUser', () => {
    it('answers the customer-service account (employee@demo.fair by default) for a member, to a visitor too', async () => {
      for (const session of [undefined, portal.sessions.buyer]) {
        const response = await imCall(portal.app, { method: 'POST', url: KEFU, payload: { memberId: 'mem-buyer' }, ...(session ? { session } : {}) });
        expect(response.statusCode, response.body).toBe(200);
        expect(validateKefuExchangeReply(response.json())).toBe(true);
        expect(response.json()).toEqual({ imUserId: ACCOUNTS.service });
      }
    });

    it('validates the body: a memberId of 1 to 64 characters and nothing else', async () => {
      for (const payload of [{}, { memberId: '' }, { memberId: 'x'.repeat(65) }, { memberId: 'mem-buyer', extra: 1 }]) {
        expectError(await imCall(portal.app, { method: 'POST', url: KEFU, payload }), 400, 'E400_VALIDATION');
      }
    });
  });
});
