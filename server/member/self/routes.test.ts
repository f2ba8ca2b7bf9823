import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loginAs } from '../../auth/testing/login.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

const EN = { 'x-user-lan': 'en-US' };
const SELF_PATHS = ['/member/api/members/self?_t=1', '/member/api/users/self', '/member/api/siteTraders/self', '/member/api/userRoles/self'];

describe.each(testDatabases)('the /self routes on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  async function get(url: string, account?: string, headers: Record<string, string> = EN) {
    const session = account ? await loginAs(portal.app, account) : undefined;
    return portal.app.inject({ url, headers: { ...headers, ...session?.headers } });
  }

  it('answers 401 E401_LOGIN_REQUIRED with the spec’s message to a visitor', async () => {
    for (const url of SELF_PATHS) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errorList: [{ errorCode: 'E401_LOGIN_REQUIRED', errorMessage: 'Sorry, please log in first' }] });
    }
  });

  describe('GET /member/api/members/self', () => {
    it('answers the member with its buyer type and white-list flag', async () => {
      expect((await get('/member/api/members/self?_t=1', 'buyer@demo.fair')).json()).toEqual({
        id: 'mem-buyer',
        name: 'Alex Buyer',
        udfs: { buyerType: 'Overseas purchaser', whetherToViewAllExhibits: 'N' },
      });
      expect((await get('/member/api/members/self', 'member@demo.fair')).json()).toEqual({
        id: 'mem-member',
        name: 'Morgan Member',
        udfs: { buyerType: 'Domestic purchaser', whetherToViewAllExhibits: 'Y' },
      });
    });

    it('labels a member without a buyer type of its own in the request language', async () => {
      const response = await get('/member/api/members/self', 'member@demo.fair', { 'x-user-lan': 'zh-CN' });
      expect(response.json().udfs.buyerType).toBe('国内采购商');
    });

    it('answers sellers, groups and employees their member records too', async () => {
      for (const [account, name] of [
        ['seller@demo.fair', 'Sam Seller'],
        ['group@demo.fair', 'Gale Group'],
        ['employee@demo.fair', 'Eli Employee'],
      ]) {
        expect((await get('/member/api/members/self', account)).json()).toMatchObject({ name });
      }
    });
  });

  describe('the terms flow (spec §4)', () => {
    it('has no member record before the terms are agreed (E214009004), and one after tos/agree', async () => {
      const session = await loginAs(portal.app, 'terms@demo.fair');
      const headers = { ...EN, ...session.headers };
      const before = await portal.app.inject({ url: '/member/api/members/self?_t=1', headers });
      expect(before.statusCode).toBe(404);
      expect(before.json()).toEqual({
        errorList: [{ errorCode: 'E214009004', errorMessage: 'There is no member information yet: please agree to the terms first.' }],
      });
      expect((await portal.app.inject({ url: '/member/api/users/self', headers })).json()).toMatchObject({ termsAgreed: false });

      const agreed = await portal.app.inject({ method: 'POST', url: '/api/auth/users/tos/agree', headers });
      expect(agreed.statusCode).toBe(204);
      const documents = await portal.db.query<{ document: string }>("SELECT document FROM terms_agreements WHERE account_id = 'acc-terms' ORDER BY document");
      expect(documents.map((row) => row.document)).toEqual(['COOKIE_POLICY', 'PRIVACY_POLICY', 'USER_AGREEMENT']);

      const after = await portal.app.inject({ url: '/member/api/members/self?_t=2', headers });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ name: 'Terry Terms', udfs: { buyerType: 'Domestic purchaser', whetherToViewAllExhibits: 'N' } });
      expect((await portal.app.inject({ url: '/member/api/users/self', headers })).json()).toMatchObject({ termsAgreed: true });

      expect((await portal.app.inject({ method: 'POST', url: '/api/auth/users/tos/agree', headers })).statusCode).toBe(204);
      const members = await portal.db.query("SELECT 1 FROM members WHERE account_id = 'acc-terms'");
      expect(members).toHaveLength(1);
    });

    it('refuses tos/agree to a visitor', async () => {
      const response = await portal.app.inject({ method: 'POST', url: '/api/auth/users/tos/agree', headers: EN });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorList[0].errorCode).toBe('E401_LOGIN_REQUIRED');
    });
  });

  describe('GET /member/api/users/self', () => {
    it('answers the account itself', async () => {
      expect((await get('/member/api/users/self', 'buyer@demo.fair')).json()).toEqual({
        id: 'acc-buyer',
        email: 'buyer@demo.fair',
        phone: '+8613800000001',
        userType: 'BUYER',
        language: 'en-US',
        termsAgreed: true,
        mediaMember: false,
      });
      expect((await get('/member/api/users/self', 'media@demo.fair')).json()).toMatchObject({ mediaMember: true, userType: 'BUYER' });
      expect((await get('/member/api/users/self', 'member@demo.fair')).json()).toMatchObject({ userType: 'MEMBER' });
    });
  });

  describe('GET /member/api/siteTraders/self', () => {
    it('answers the company with its flags, and whether it is a media enterprise', async () => {
      expect((await get('/member/api/siteTraders/self', 'buyer@demo.fair')).json()).toEqual({
        id: 'st-harbour-imports',
        name: 'Harbour Imports Ltd.',
        isGroup: 'N',
        isSeller: 'N',
        isBuyer: 'Y',
        mediaEnterprise: false,
      });
      expect((await get('/member/api/siteTraders/self', 'seller@demo.fair')).json()).toMatchObject({ isSeller: 'Y', isGroup: 'N', isBuyer: 'N' });
      expect((await get('/member/api/siteTraders/self', 'group@demo.fair')).json()).toMatchObject({ isGroup: 'Y' });
      expect((await get('/member/api/siteTraders/self', 'media@demo.fair')).json()).toMatchObject({ id: 'st-media-daily', mediaEnterprise: true });
    });

    it('answers 404 E214009005 while company information is not completed', async () => {
      for (const account of ['newbuyer@demo.fair', 'employee@demo.fair']) {
        const response = await get('/member/api/siteTraders/self', account);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errorList: [{ errorCode: 'E214009005', errorMessage: 'Company information has not been completed.' }] });
      }
    });

    it('takes the media enterprises from the configuration', async () => {
      const app = await buildApp({ db: portal.db, loadShedding: false, auth: { mediaEnterpriseIds: ['st-harbour-imports'] } });
      try {
        const session = await loginAs(app, 'buyer@demo.fair');
        expect((await app.inject({ url: '/member/api/siteTraders/self', headers: session.headers })).json()).toMatchObject({ mediaEnterprise: true });
        const media = await loginAs(app, 'media@demo.fair');
        expect((await app.inject({ url: '/member/api/siteTraders/self', headers: media.headers })).json()).toMatchObject({ mediaEnterprise: false });
      } finally {
        await app.close();
      }
    });
  });

  describe('GET /{subsite}/api/userRoles/self', () => {
    it('answers the user type as the role in the user’s own back office, and no role elsewhere', async () => {
      const expectations: [string, string, string[]][] = [
        ['buyer@demo.fair', 'member', ['BUYER']],
        ['buyer@demo.fair', 'seller', []],
        ['member@demo.fair', 'member', ['BUYER']],
        ['media@demo.fair', 'member', ['BUYER', 'MEDIA']],
        ['seller@demo.fair', 'seller', ['SELLER']],
        ['seller@demo.fair', 'member', []],
        ['group@demo.fair', 'group', ['GROUP']],
        ['group@demo.fair', 'work', []],
        ['employee@demo.fair', 'work', ['EMPLOYEE']],
      ];
      for (const [account, subsite, roles] of expectations) {
        expect((await get(`/${subsite}/api/userRoles/self`, account)).json()).toEqual({ subsite, roles });
      }
    });

    it('has no other subsites', async () => {
      expect((await get('/b2bshop/api/userRoles/self', 'buyer@demo.fair')).statusCode).toBe(404);
    });
  });

  describe('a disabled account', () => {
    it('answers E201033009 on the next call to every /self route, and is a visitor to the login status', async () => {
      const session = await loginAs(portal.app, 'newbuyer@demo.fair');
      await portal.db.query("UPDATE accounts SET disabled = true WHERE id = 'acc-newbuyer'");
      try {
        for (const url of [...SELF_PATHS, '/work/api/userRoles/self']) {
          const response = await portal.app.inject({ url, headers: { ...EN, ...session.headers } });
          expect(response.statusCode).toBe(401);
          expect(response.json().errorList[0].errorCode).toBe('E201033009');
        }
        const tos = await portal.app.inject({ method: 'POST', url: '/api/auth/users/tos/agree', headers: session.headers });
        expect(tos.json().errorList[0].errorCode).toBe('E201033009');
        const status = await portal.app.inject({ url: '/api/auth/login/userinfo/public', headers: session.headers });
        expect(status.json()).toEqual({ isAuthenticated: false });
      } finally {
        await portal.db.query("UPDATE accounts SET disabled = false WHERE id = 'acc-newbuyer'");
      }
    });
  });
});
