import { describe, expect, it } from 'vitest';
import { InvalidReplyError } from '../invalid-reply';
import { RequestFailure } from '../request-failure';
import { errorReply, setUpAuthApi } from '../session/testing/auth-api';
import { getToasts } from '../toast';
import { exchangeCard, fetchExchanges } from './business-cards';
import { fetchFollows, follow, unfollow } from './follows';
import { sendInquiry } from './inquiries';
import followedProduct from '../../../fixtures/buyer/follow-list.product.en-US.json';
import exchanges from '../../../fixtures/buyer/business-card-exchange-list.brightway.en-US.json';

const api = setUpAuthApi();

describe('the follow calls', () => {
  it('read the follows of one type in the language', async () => {
    api.reply('GET /member/api/follows/self', { status: 200, body: followedProduct });
    await expect(fetchFollows('PRODUCT', 'zh-CN')).resolves.toEqual(followedProduct);
    const [sent] = api.sentTo('GET /member/api/follows/self');
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ targetType: 'PRODUCT', lang: 'zh-CN' });
  });

  it('refuse a follow list of another shape', async () => {
    api.reply('GET /member/api/follows/self', { status: 200, body: [{ targetType: 'PRODUCT', targetId: 'P1001', followed: true }] });
    await expect(fetchFollows('PRODUCT', 'en-US')).rejects.toBeInstanceOf(InvalidReplyError);
  });

  it('follow with the target, and with confirmBlacklisted only once the buyer confirmed', async () => {
    api.reply('POST /member/api/follows', { status: 200, body: { targetType: 'PRODUCT', targetId: 'P1001', followed: true } });
    await follow({ targetType: 'PRODUCT', targetId: 'P1001' });
    await follow({ targetType: 'PRODUCT', targetId: 'P1001' }, { confirmBlacklisted: true });
    expect(api.sentTo('POST /member/api/follows').map((request) => request.body)).toEqual([
      { targetType: 'PRODUCT', targetId: 'P1001' },
      { targetType: 'PRODUCT', targetId: 'P1001', confirmBlacklisted: true },
    ]);
  });

  it('unfollow by the target in the path, its id escaped', async () => {
    api.reply('DELETE /member/api/follows/EXHIBITOR/st%2F%3F%23%24', { status: 204 });
    await unfollow({ targetType: 'EXHIBITOR', targetId: 'st/?#$' });
    expect(api.sentTo('DELETE /member/api/follows/EXHIBITOR/st%2F%3F%23%24')).toHaveLength(1);
  });

  it('reject a refusal with its error code and show no toast: the page answers it', async () => {
    api.reply('POST /member/api/follows', errorReply(409, 'E409_BLACKLISTED_COMPANY', 'blacklisted'));
    const failure = await follow({ targetType: 'PRODUCT', targetId: 'P1001' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).errorCode).toBe('E409_BLACKLISTED_COMPANY');
    expect(getToasts()).toEqual([]);
  });
});

describe('the business card calls', () => {
  it('read the exchanges in the language, checked against their schema', async () => {
    api.reply('GET /member/api/businessCards/exchanges/self', { status: 200, body: exchanges });
    await expect(fetchExchanges('en-US')).resolves.toEqual(exchanges);
    expect(api.sentTo('GET /member/api/businessCards/exchanges/self')[0]?.query.get('lang')).toBe('en-US');
    api.reply('GET /member/api/businessCards/exchanges/self', { status: 200, body: [{ siteTraderId: 'st-1' }] });
    await expect(fetchExchanges('en-US')).rejects.toBeInstanceOf(InvalidReplyError);
  });

  it('send the card with the message trimmed, and without one when it is blank', async () => {
    api.reply('POST /member/api/businessCards/exchanges', { status: 200, body: { siteTraderId: 'st-1', exchanged: true } });
    await exchangeCard({ siteTraderId: 'st-1', message: '  Hello  ' });
    await exchangeCard({ siteTraderId: 'st-1', message: ' \n ' });
    expect(api.sentTo('POST /member/api/businessCards/exchanges').map((request) => request.body)).toEqual([
      { siteTraderId: 'st-1', message: 'Hello' },
      { siteTraderId: 'st-1' },
    ]);
  });
});

describe('the inquiry call', () => {
  it('sends the content trimmed, to the exhibitor, about the product when there is one', async () => {
    api.reply('POST /member/api/inquiries', { status: 201, body: { id: 'inq-1' } });
    await sendInquiry({ siteTraderId: 'st-1', productId: 'P1001', content: '  500 pcs?  ' });
    await sendInquiry({ siteTraderId: 'st-1', content: 'Catalogue, please.' });
    expect(api.sentTo('POST /member/api/inquiries').map((request) => request.body)).toEqual([
      { siteTraderId: 'st-1', productId: 'P1001', content: '500 pcs?' },
      { siteTraderId: 'st-1', content: 'Catalogue, please.' },
    ]);
  });

  it('rejects a sensitive-content refusal without a toast: the form shows it at the field', async () => {
    api.reply('POST /member/api/inquiries', errorReply(400, 'E400_SENSITIVE_CONTENT', 'Please call the hotline.'));
    await expect(sendInquiry({ siteTraderId: 'st-1', content: 'smuggling' })).rejects.toMatchObject({ errorCode: 'E400_SENSITIVE_CONTENT' });
    expect(getToasts()).toEqual([]);
  });
});
