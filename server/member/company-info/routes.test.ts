import { describe, expect, it } from 'vitest';
import { validateCompanyInfo } from '../../../common/generated/validators.js';
import { translate } from '../../../common/i18n/messages.js';
import { readHotlineNumbers } from '../../config/hotline.js';
import { testDatabases } from '../../db/testing/databases.js';
import { expectBuyerOnly, expectCompanyNeeded, expectError, openActionPortal, send, type ActionCall } from '../actions/testing/buyer-action-kit.js';

const SUBMIT_REQUEST = { id: 'buyerOnly.submitRequest', specText: 'Your account is not a buyer account and cannot submit request.' } as const;
const COMPANY = {
  companyName: 'Lisbon Home Supplies Lda.',
  countryOrRegion: 'PT',
  businessType: 'RETAILER',
  contactName: 'Nico Newbuyer',
  contactPhone: '+351912345678',
  buyerType: 'Overseas purchaser',
} as const;
const PATH = '/member/api/companyInfo/self';

describe.each(testDatabases)('company information (/member/api/companyInfo/self) on $name', (kind) => {
  const portal = openActionPortal(kind);

  const read = { method: 'GET', url: PATH } as const;
  const save = (payload: unknown): ActionCall => ({ method: 'PUT', url: PATH, payload: payload as Record<string, unknown> });
  const answered = async (call: ActionCall, session = portal.sessions.buyerWithoutCompany, language = 'en-US') => {
    const response = await send(portal.app, call, session, language);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(validateCompanyInfo(body), JSON.stringify(validateCompanyInfo.errors)).toBe(true);
    return body;
  };

  it('is for buyers only: a visitor logs in first, a seller, a group and an employee get the non-buyer notice', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, read, SUBMIT_REQUEST);
    await expectBuyerOnly(portal.app, portal.sessions, save(COMPANY), SUBMIT_REQUEST);
  });

  it("answers the seeded buyers' companies, a member without a buyer type of its own as a 'Domestic purchaser'", async () => {
    expect(await answered(read, portal.sessions.buyer)).toEqual({
      siteTraderId: 'st-harbour-imports',
      companyName: 'Harbour Imports Ltd.',
      countryOrRegion: 'GB',
      businessType: 'TRADING_COMPANY',
      contactName: 'Alex Buyer',
      contactPhone: '+447700900123',
      buyerType: 'Overseas purchaser',
    });
    expect(await answered(read, portal.sessions.otherBuyer)).toMatchObject({
      siteTraderId: 'st-northwind-trading',
      countryOrRegion: 'US',
      buyerType: 'Domestic purchaser',
    });
  });

  it('answers 404 E214009005 while the buyer has no company, in the request language', async () => {
    expectError(await send(portal.app, read, portal.sessions.buyerWithoutCompany), 404, 'E214009005', 'Company information has not been completed.');
    expectError(
      await send(portal.app, read, portal.sessions.buyerWithoutCompany, 'zh-CN'),
      404,
      'E214009005',
      translate('zh-CN', 'auth.error.siteTraderNotFound'),
    );
  });

  it('creates the buyer’s company: siteTraders/self answers at once, and the company-information locks open', async () => {
    await expectCompanyNeeded(portal.app, portal.sessions, {
      method: 'POST',
      url: '/member/api/sourcingRequests',
      payload: { productName: 'Rattan chairs', quantity: 40, description: 'For a shop in Lisbon.' },
    });
    const saved = await answered(save({ ...COMPANY, companyName: '  Lisbon Home Supplies Lda.  ', contactName: ' Nico Newbuyer ' }));
    expect(saved).toEqual({ ...COMPANY, siteTraderId: expect.stringMatching(/^st-[0-9a-f]{32}$/) });
    expect(await answered(read)).toEqual(saved);

    const siteTrader = await send(portal.app, { method: 'GET', url: '/member/api/siteTraders/self' }, portal.sessions.buyerWithoutCompany);
    expect(siteTrader.json()).toEqual({ id: saved.siteTraderId, name: COMPANY.companyName, isGroup: 'N', isSeller: 'N', isBuyer: 'Y', mediaEnterprise: false });
    const member = await send(portal.app, { method: 'GET', url: '/member/api/members/self' }, portal.sessions.buyerWithoutCompany);
    expect(member.json().udfs.buyerType).toBe('Overseas purchaser');

    const request = {
      method: 'POST',
      url: '/member/api/sourcingRequests',
      payload: { productName: 'Rattan chairs', quantity: 40, description: 'For a shop in Lisbon.' },
    } as const;
    expect((await send(portal.app, request, portal.sessions.buyerWithoutCompany)).statusCode).toBe(201);
    const booking = await send(
      portal.app,
      { method: 'POST', url: '/member/api/liveAppointments', payload: { liveId: 'live-4001' } },
      portal.sessions.buyerWithoutCompany,
    );
    expect(booking.statusCode).toBe(200);
  });

  it('updates the company it created, keeping its id', async () => {
    const before = await answered(read);
    const changed = { ...COMPANY, companyName: 'Porto Home Supplies Lda.', businessType: 'WHOLESALER', buyerType: 'Domestic purchaser' } as const;
    expect(await answered(save(changed))).toEqual({ ...changed, siteTraderId: before.siteTraderId });
    const companies = await portal.db.query<{ id: string }>(
      `SELECT t.id FROM site_traders t JOIN accounts a ON a.site_trader_id = t.id WHERE a.id = 'acc-newbuyer'`,
    );
    expect(companies).toEqual([{ id: before.siteTraderId }]);
  });

  it('completes a company stored before company information existed (GET answers 404 until then), keeping its id', async () => {
    await portal.db.query(
      `UPDATE site_traders SET country_or_region = NULL, business_type = NULL, contact_name = NULL, contact_phone = NULL WHERE id = 'st-northwind-trading'`,
    );
    expectError(await send(portal.app, read, portal.sessions.otherBuyer), 404, 'E214009005');
    const saved = await answered(save({ ...COMPANY, companyName: 'Northwind Trading Co.', countryOrRegion: 'US' }), portal.sessions.otherBuyer);
    expect(saved).toMatchObject({ siteTraderId: 'st-northwind-trading', countryOrRegion: 'US' });
  });

  it("refuses to edit an exhibitor's company with 409 E409_NOT_BUYER_COMPANY, in the request language", async () => {
    await portal.db.query(`UPDATE accounts SET site_trader_id = 'st-pearl-river-tools' WHERE id = 'acc-member'`);
    try {
      expectError(
        await send(portal.app, save(COMPANY), portal.sessions.otherBuyer),
        409,
        'E409_NOT_BUYER_COMPANY',
        translate('en-US', 'buyerJourneyApi.companyNotBuyers'),
      );
      expectError(
        await send(portal.app, save(COMPANY), portal.sessions.otherBuyer, 'zh-CN'),
        409,
        'E409_NOT_BUYER_COMPANY',
        translate('zh-CN', 'buyerJourneyApi.companyNotBuyers'),
      );
      const [company] = await portal.db.query<{ name: string; country_or_region: string | null }>(
        `SELECT name, country_or_region FROM site_traders WHERE id = 'st-pearl-river-tools'`,
      );
      expect(company).toEqual({ name: 'Pearl River Tools Manufacturing Co., Ltd.', country_or_region: null });
    } finally {
      await portal.db.query(`UPDATE accounts SET site_trader_id = 'st-northwind-trading' WHERE id = 'acc-member'`);
    }
  });

  it('refuses a sensitive word at the field that holds it, with the configured hotline', async () => {
    const { overseas, domestic } = readHotlineNumbers(process.env);
    const english = await send(portal.app, save({ ...COMPANY, companyName: 'Counterfeit Goods Ltd.' }), portal.sessions.buyer);
    expectError(english, 400, 'E400_SENSITIVE_CONTENT', translate('en-US', 'sensitiveContent.hotline', { overseas, domestic }));
    expect(english.json().errorList[0].pointer).toBe('/companyName');
    const chinese = await send(portal.app, save({ ...COMPANY, contactName: '走私 王' }), portal.sessions.buyer, 'zh-CN');
    expectError(chinese, 400, 'E400_SENSITIVE_CONTENT', translate('zh-CN', 'sensitiveContent.hotline', { overseas, domestic }));
    expect(chinese.json().errorList[0].pointer).toBe('/contactName');
    expect((await answered(read, portal.sessions.buyer)).companyName).toBe('Harbour Imports Ltd.');
  });

  it('refuses a company name that is shorter than two characters once trimmed, at its field', async () => {
    const response = await send(portal.app, save({ ...COMPANY, companyName: '  A  ' }), portal.sessions.buyer);
    expectError(response, 400, 'E400_VALIDATION');
    expect(response.json().errorList[0].pointer).toBe('/companyName');
  });

  it('validates the body against the contract: every field, its format, nothing else, hostile values as data', async () => {
    for (const payload of [
      {},
      { ...COMPANY, countryOrRegion: 'gb' },
      { ...COMPANY, countryOrRegion: 'GBR' },
      { ...COMPANY, businessType: 'SMUGGLER' },
      { ...COMPANY, buyerType: 'VIP purchaser' },
      { ...COMPANY, contactPhone: '07700900123' },
      { ...COMPANY, contactPhone: '+4477009001231234567' },
      { ...COMPANY, contactName: '   ' },
      { ...COMPANY, companyName: 'x'.repeat(201) },
      { ...COMPANY, companyName: 'a\u0000b' },
      { ...COMPANY, contactName: 'a\uD800b' },
      { ...COMPANY, contactPhone: 1e20 },
      { ...COMPANY, website: 'https://example.com' },
    ]) {
      const response = await send(portal.app, save(payload), portal.sessions.buyer);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().errorList[0].errorCode).toBe('E400_VALIDATION');
    }
    const large = await send(portal.app, save({ ...COMPANY, companyName: 'x'.repeat(20_000) }), portal.sessions.buyer);
    expectError(large, 413, 'E413_BODY_TOO_LARGE');
  });

  it('keeps $ and < in a company name as text', async () => {
    const saved = await answered(save({ ...COMPANY, companyName: '<b>$1 & Co</b>' }), portal.sessions.buyer);
    expect(saved.companyName).toBe('<b>$1 & Co</b>');
  });
});
