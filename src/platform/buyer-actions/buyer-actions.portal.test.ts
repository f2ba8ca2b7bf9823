// The buyer actions' calls against the portal's own server (seeded, listening on a free port), as the product and
// shop pages make them: the contract of schemas/buyer/ and server/member/actions/ from both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../server/auth/testing/login.js';
import { testDatabases, type TestDatabase } from '../../../server/db/testing/databases.js';
import { listenOn, type ListeningPortal } from '../../../server/stomp/testing/portal.js';
import { fetchProduct, fetchShop } from '../catalog';
import { http } from '../http';
import { getCurrentLanguage, setCurrentLanguage } from '../../../common/language';
import { RequestFailure } from '../request-failure';
import { XSRF_HEADER_NAME } from '../session/xsrf-cookie';
import { exchangeCard, fetchExchanges } from './business-cards';
import { fetchFollows, follow, unfollow } from './follows';
import { sendInquiry } from './inquiries';

let database: TestDatabase;
let portal: ListeningPortal;
const languageBefore = getCurrentLanguage();

beforeAll(async () => {
  database = await testDatabases[0]!.openSeeded();
  portal = await listenOn(database.db);
  const address = portal.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the portal listens on no port');
  // What the browser sends by itself: the session cookies, and the XSRF cookie's value in its header.
  const login = await loginAs(portal.app, 'buyer@demo.fair');
  http.defaults.baseURL = `http://127.0.0.1:${address.port}`;
  http.defaults.headers.common.cookie = login.cookie;
  http.defaults.headers.common[XSRF_HEADER_NAME] = login.xsrf;
  // The pages' language, which the calls' headers carry (spec §7).
  setCurrentLanguage('en-US');
});

afterAll(async () => {
  setCurrentLanguage(languageBefore);
  delete http.defaults.baseURL;
  delete http.defaults.headers.common.cookie;
  delete http.defaults.headers.common[XSRF_HEADER_NAME];
  await portal?.close();
  await database?.dispose();
});

async function refusal(call: Promise<unknown>): Promise<RequestFailure> {
  const failure = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(failure instanceof RequestFailure)) throw new Error(`expected a refusal, got ${String(failure)}`);
  return failure;
}

describe('the buyer actions on the portal', () => {
  it('follow the product of a product page, and read it back as Followed after a reload', async () => {
    const product = await fetchProduct({ shopCode: 'pearl-river-tools', productId: 'prd-3001', language: 'en-US' });
    expect(product.siteTraderId).toBe('st-pearl-river-tools');
    await follow({ targetType: 'PRODUCT', targetId: product.product.id });
    const follows = await fetchFollows('PRODUCT', 'en-US');
    expect(follows.map(({ targetId }) => targetId)).toEqual(['prd-3001']);
    expect(follows[0]?.exhibitor).toMatchObject({ siteTraderId: 'st-pearl-river-tools', shopCode: 'pearl-river-tools' });
    await unfollow({ targetType: 'PRODUCT', targetId: 'prd-3001' });
    expect(await fetchFollows('PRODUCT', 'en-US')).toEqual([]);
  });

  it('follow the exhibitor of a shop page by its siteTraderId', async () => {
    const shop = await fetchShop('brightway-lighting', 'zh-CN');
    await follow({ targetType: 'EXHIBITOR', targetId: shop.siteTraderId });
    const [followed] = await fetchFollows('EXHIBITOR', 'zh-CN');
    expect(followed).toMatchObject({ targetType: 'EXHIBITOR', targetId: 'st-ningbo-brightway-lighting', title: shop.exhibitor.name });
  });

  it('are refused for a product of a blacklisted company until the buyer confirms', async () => {
    const failure = await refusal(follow({ targetType: 'PRODUCT', targetId: 'prd-3101' }));
    expect([failure.status, failure.errorCode]).toEqual([409, 'E409_BLACKLISTED_COMPANY']);
    await follow({ targetType: 'PRODUCT', targetId: 'prd-3101' }, { confirmBlacklisted: true });
    expect((await fetchFollows('PRODUCT', 'en-US')).map(({ targetId }) => targetId)).toContain('prd-3101');
  });

  it('exchange a business card, read back as Exchanged after a reload', async () => {
    await exchangeCard({ siteTraderId: 'st-ningbo-brightway-lighting', message: '  We import work lights.  ' });
    const [exchange] = await fetchExchanges('en-US');
    expect(exchange).toMatchObject({ exhibitor: { siteTraderId: 'st-ningbo-brightway-lighting' }, message: 'We import work lights.' });
  });

  it('send an inquiry about a product, and refuse one with a sensitive word, saying so with the hotline', async () => {
    await sendInquiry({ siteTraderId: 'st-pearl-river-tools', productId: 'prd-3001', content: 'Price for 500 pcs?' });
    const failure = await refusal(sendInquiry({ siteTraderId: 'st-pearl-river-tools', content: 'Can you ship counterfeit goods?' }));
    expect([failure.status, failure.errorCode]).toEqual([400, 'E400_SENSITIVE_CONTENT']);
    expect(failure.errorMessage).toMatch(/hotline/);
  });

  it('keep hostile text as data: a 4xx with the error list, never a 5xx', async () => {
    const failure = await refusal(sendInquiry({ siteTraderId: 'st-pearl-river-tools', content: `<script>$&\u0000${'x'.repeat(10_000)}` }));
    expect(failure.status).toBeGreaterThanOrEqual(400);
    expect(failure.status).toBeLessThan(500);
    expect(failure.errorList.length).toBeGreaterThan(0);
  });
});
