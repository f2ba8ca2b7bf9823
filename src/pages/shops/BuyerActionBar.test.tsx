import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getOpenDialog } from '../../platform/dialogs';
import { sessionKeys } from '../../platform/session/keys';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn, type LoggedInAccount } from '../../platform/session/testing/logged-in-replies';
import { getToasts } from '../../platform/toast';
import { renderPortalAt } from '../testing/render-portal-at';
import product from '../../../fixtures/catalog/product-detail.full.en-US.json';
import productZh from '../../../fixtures/catalog/product-detail.full.zh-CN.json';
import shop from '../../../fixtures/catalog/shop.full.en-US.json';
import shopProducts from '../../../fixtures/catalog/product-search-page.shop.en-US.json';
import followedProduct from '../../../fixtures/buyer/follow-list.product.en-US.json';
import followedExhibitor from '../../../fixtures/buyer/follow-list.exhibitor.en-US.json';
import exchanges from '../../../fixtures/buyer/business-card-exchange-list.brightway.en-US.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
const ok = (body: unknown): FakeReply => ({ status: 200, body });

const PRODUCT_PAGE = '/m/en-US/shops/BRIGHTWAY/listedProducts/P1001';
const SHOP_PAGE = '/m/en-US/shops/BRIGHTWAY';
const COMPANY = 'st-ningbo-brightway-lighting';
const FOLLOW = 'POST /member/api/follows';
const FOLLOWS = 'GET /member/api/follows/self';
const EXCHANGE = 'POST /member/api/businessCards/exchanges';
const EXCHANGES = 'GET /member/api/businessCards/exchanges/self';
const INQUIRY = 'POST /member/api/inquiries';
const HOTLINE =
  'Your submission contains sensitive content and cannot be sent. Please call our hotline: +86 20 0000 0000 (overseas) or 400 000 0000 (domestic).';

function replyCatalog(): void {
  api.reply('GET /b2bshop/api/shops/BRIGHTWAY/listedProducts/P1001', ok(product));
  api.reply('GET /b2bshop/api/shops/BRIGHTWAY', ok(shop));
  api.reply('GET /b2bshop/api/shops/BRIGHTWAY/listedProducts', ok(shopProducts));
}

function asVisitor(): void {
  api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
  replyCatalog();
}

/** A logged-in account (a buyer with a company unless told otherwise) who follows and exchanged nothing yet. */
function asAccount(account: LoggedInAccount = {}): void {
  replyLoggedIn(api, account);
  api.reply(FOLLOWS, ok([]));
  api.reply(EXCHANGES, ok([]));
  replyCatalog();
}

/** The bar's button, once the page (a lazy chunk) shows it and the login status and states are known. */
async function barButton(name: string | RegExp): Promise<HTMLButtonElement> {
  const bar = await screen.findByRole('group', { name: /^(Contact the exhibitor|联系展商)$/ });
  const button = (await within(bar).findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

async function noticeSaying(text: string): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Notice' });
  expect(dialog.textContent).toContain(text);
}

// The pages are lazy routes: their code is loaded once here, not within the first test's time.
beforeAll(() => Promise.all([import('./ProductPage'), import('./ShopPage')]), 30_000);

afterEach(() => {
  act(() => getOpenDialog()?.settle('dismiss'));
});

describe('the buyer actions of a product page, for a visitor', () => {
  it('names each action in the bar at the bottom', async () => {
    asVisitor();
    renderPortalAt(PRODUCT_PAGE);
    for (const name of ['Follow', 'Chat', 'Exchange card', 'Send inquiry']) expect(await barButton(name)).toBeInTheDocument();
  });

  it('asks nothing of the buyer lists, and asks to log in before following', async () => {
    asVisitor();
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Follow'));
    await noticeSaying('You have not logged in and will browse as a visitor. Please log in to continue.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.sentTo(FOLLOW)).toEqual([]);
    expect(api.sentTo(FOLLOWS)).toEqual([]);
    expect(api.sentTo(EXCHANGES)).toEqual([]);
  });

  it('asks to log in before an inquiry or a business card, and opens no form', async () => {
    asVisitor();
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Send inquiry'));
    await noticeSaying('Please log in to continue.');
    act(() => getOpenDialog()?.settle('dismiss'));
    fireEvent.click(await barButton('Exchange card'));
    await noticeSaying('Please log in to continue.');
    expect(screen.queryByRole('dialog', { name: /inquiry|business cards/ })).toBeNull();
  });
});

describe('the buyer actions, for a logged-in non-buyer', () => {
  it.each([
    ['Follow', 'Your account is not a buyer account and cannot add to favorites.'],
    ['Send inquiry', 'Your account is not a buyer account and cannot submit request.'],
    ['Exchange card', 'Your account is not a buyer account and cannot send business card.'],
    ['Chat', 'Your account is not a buyer account and cannot send instant messages.'],
  ])('tells a seller who presses %s the spec’s text, and never calls the buyer lists', async (name, text) => {
    asAccount({ userType: 'SELLER' });
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton(name));
    await noticeSaying(text);
    expect(api.sentTo(FOLLOWS)).toEqual([]);
    expect(api.sentTo(EXCHANGES)).toEqual([]);
    expect(api.sentTo(FOLLOW)).toEqual([]);
  });

  it('shows the prompt of a refusal when the server knows better than the page (a session turned non-buyer)', async () => {
    asAccount();
    api.reply(FOLLOW, errorReply(403, 'E403_NOT_BUYER', 'not a buyer'));
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Follow'));
    await noticeSaying('Your account is not a buyer account and cannot add to favorites.');
    expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('Follow / Followed on a product page, for a buyer', () => {
  it('follows the product (Follow → Followed) and unfollows it again', async () => {
    asAccount();
    api.reply(FOLLOW, ok({ targetType: 'PRODUCT', targetId: 'P1001', followed: true }));
    api.reply('DELETE /member/api/follows/PRODUCT/P1001', { status: 204 });
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Follow'));
    const followed = await barButton('Followed');
    expect(followed.getAttribute('aria-pressed')).toBe('true');
    expect(api.sentTo(FOLLOW).map((request) => request.body)).toEqual([{ targetType: 'PRODUCT', targetId: 'P1001' }]);
    expect(api.sentTo(FOLLOWS)[0]?.query.get('targetType')).toBe('PRODUCT');
    fireEvent.click(followed);
    expect((await barButton('Follow')).getAttribute('aria-pressed')).toBe('false');
    expect(api.sentTo('DELETE /member/api/follows/PRODUCT/P1001')).toHaveLength(1);
  });

  it('shows Followed after a reload, from the buyer’s follows', async () => {
    asAccount();
    api.reply(FOLLOWS, ok(followedProduct));
    renderPortalAt(PRODUCT_PAGE);
    expect((await barButton('Followed')).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks before following a product of a blacklisted company, and follows it once confirmed', async () => {
    asAccount();
    api.reply(FOLLOW, errorReply(409, 'E409_BLACKLISTED_COMPANY', 'blacklisted'), ok({ targetType: 'PRODUCT', targetId: 'P1001', followed: true }));
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Follow'));
    await noticeSaying('The company of this product is on your blacklist. Do you still want to follow it?');
    fireEvent.click(screen.getByRole('button', { name: 'Follow anyway' }));
    expect(await barButton('Followed')).toBeInTheDocument();
    expect(api.sentTo(FOLLOW).map((request) => request.body)).toEqual([
      { targetType: 'PRODUCT', targetId: 'P1001' },
      { targetType: 'PRODUCT', targetId: 'P1001', confirmBlacklisted: true },
    ]);
  });

  it('leaves a product of a blacklisted company unfollowed when the buyer cancels', async () => {
    asAccount();
    api.reply(FOLLOW, errorReply(409, 'E409_BLACKLISTED_COMPANY', 'blacklisted'));
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Follow'));
    await noticeSaying('on your blacklist');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await barButton('Follow')).toBeInTheDocument();
    expect(api.sentTo(FOLLOW)).toHaveLength(1);
    expect(getToasts()).toEqual([]);
  });

  it('says so in a toast when following fails for another reason', async () => {
    asAccount();
    api.reply(FOLLOW, errorReply(500, 'E500'));
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Follow'));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toEqual(['Could not follow. Please try again.']));
  });
});

describe('Follow / Following on a shop page, for a buyer', () => {
  it('follows the exhibitor’s company (Follow → Following)', async () => {
    asAccount();
    api.reply(FOLLOW, ok({ targetType: 'EXHIBITOR', targetId: COMPANY, followed: true }));
    renderPortalAt(SHOP_PAGE);
    fireEvent.click(await barButton('Follow'));
    expect((await barButton('Following')).getAttribute('aria-pressed')).toBe('true');
    expect(api.sentTo(FOLLOW)[0]?.body).toEqual({ targetType: 'EXHIBITOR', targetId: COMPANY });
    expect(api.sentTo(FOLLOWS)[0]?.query.get('targetType')).toBe('EXHIBITOR');
  });

  it('shows Following after a reload, and offers no Chat when the exhibitor has no seller account', async () => {
    asAccount();
    api.reply(FOLLOWS, ok(followedExhibitor));
    api.reply('GET /b2bshop/api/shops/BRIGHTWAY', ok({ ...shop, imUserId: null }));
    renderPortalAt(SHOP_PAGE);
    expect(await barButton('Following')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
  });
});

describe('Send inquiry, for a buyer', () => {
  async function openInquiry(): Promise<HTMLElement> {
    fireEvent.click(await barButton('Send inquiry'));
    return screen.findByRole('dialog', { name: 'Send an inquiry' });
  }
  const field = (sheet: HTMLElement) => within(sheet).getByRole('textbox', { name: 'Your inquiry' }) as HTMLTextAreaElement;

  it('names the exhibitor and the product, with the focus in the inquiry, at most 2000 characters counted', async () => {
    asAccount();
    renderPortalAt(PRODUCT_PAGE);
    const sheet = await openInquiry();
    expect(within(sheet).getByText('Ningbo Brightway Lighting Co., Ltd.')).toBeInTheDocument();
    expect(within(sheet).getByText('LED Work Light 50W Rechargeable, Magnetic Base, 4500 lm')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(field(sheet)));
    expect(field(sheet).maxLength).toBe(2000);
    fireEvent.change(field(sheet), { target: { value: 'Price for 500 pcs?' } });
    expect(within(sheet).getByText('18/2000')).toBeInTheDocument();
  });

  it('asks for the inquiry at the field when it is blank, and sends nothing', async () => {
    asAccount();
    renderPortalAt(PRODUCT_PAGE);
    const sheet = await openInquiry();
    fireEvent.change(field(sheet), { target: { value: '   ' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('Please write your inquiry.');
    expect(field(sheet).getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo(INQUIRY)).toEqual([]);
  });

  it('shows a sensitive-word refusal at the field and keeps the text; sent again, it closes with a toast', async () => {
    asAccount();
    api.reply(INQUIRY, errorReply(400, 'E400_SENSITIVE_CONTENT', HOTLINE), { status: 201, body: { id: 'inq-1' } });
    renderPortalAt(PRODUCT_PAGE);
    const sheet = await openInquiry();
    fireEvent.change(field(sheet), { target: { value: '  Do you sell counterfeit lamps?  ' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(HOTLINE);
    expect(field(sheet).value).toBe('  Do you sell counterfeit lamps?  ');
    expect(getToasts()).toEqual([]);
    fireEvent.change(field(sheet), { target: { value: 'Price for 500 pcs, delivered to Hamburg?' } });
    expect(within(sheet).queryByRole('alert')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send an inquiry' })).toBeNull());
    expect(getToasts().map((toast) => toast.text)).toEqual(['Inquiry sent. The exhibitor’s replies will be in your personal centre.']);
    expect(api.sentTo(INQUIRY).map((request) => request.body)).toEqual([
      { siteTraderId: COMPANY, productId: 'P1001', content: 'Do you sell counterfeit lamps?' },
      { siteTraderId: COMPANY, productId: 'P1001', content: 'Price for 500 pcs, delivered to Hamburg?' },
    ]);
  });

  it('keeps hostile text as text: markup, dollar signs and a NUL go as typed and show as typed', async () => {
    asAccount();
    api.reply(INQUIRY, { status: 201, body: { id: 'inq-2' } });
    renderPortalAt(PRODUCT_PAGE);
    const sheet = await openInquiry();
    const hostile = '<img src=x onerror=alert(1)> $& $1 \u0000 end';
    fireEvent.change(field(sheet), { target: { value: hostile } });
    expect(field(sheet).value).toBe(hostile);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sentTo(INQUIRY)).toHaveLength(1));
    expect(api.sentTo(INQUIRY)[0]?.body).toMatchObject({ content: hostile.trim() });
  });

  it('toasts any other failure and keeps the form open with its text', async () => {
    asAccount();
    api.reply(INQUIRY, errorReply(500, 'E500'));
    renderPortalAt(PRODUCT_PAGE);
    const sheet = await openInquiry();
    fireEvent.change(field(sheet), { target: { value: 'Price for 500 pcs?' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toEqual(['Could not send the inquiry. Please try again.']));
    expect(field(sheet).value).toBe('Price for 500 pcs?');
    expect(within(sheet).queryByRole('alert')).toBeNull();
  });

  it('closes on Escape, and on its close button, giving the focus back to Send inquiry', async () => {
    asAccount();
    renderPortalAt(PRODUCT_PAGE);
    const opener = await barButton('Send inquiry');
    opener.focus();
    await openInquiry();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    const sheet = await openInquiry();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a buyer without company information send one (spec §8 names IM, appointments and sourcing only)', async () => {
    asAccount({ company: false });
    const client = renderPortalAt(PRODUCT_PAGE);
    await waitFor(() => expect(client.getQueryState(sessionKeys.siteTrader('acc-buyer'))?.status).toBe('success'));
    expect(await openInquiry()).toBeInTheDocument();
  });

  it('from the shop page goes to the exhibitor, about no product', async () => {
    asAccount();
    api.reply(INQUIRY, { status: 201, body: { id: 'inq-3' } });
    renderPortalAt(SHOP_PAGE);
    const sheet = await openInquiry();
    expect(within(sheet).queryByText('Product')).toBeNull();
    fireEvent.change(field(sheet), { target: { value: 'Your catalogue, please.' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sentTo(INQUIRY)[0]?.body).toEqual({ siteTraderId: COMPANY, content: 'Your catalogue, please.' }));
  });
});

describe('Exchange card (Exchange / Exchanged), for a buyer', () => {
  it('sends the card with its message to the exhibitor’s company, then says Exchanged', async () => {
    asAccount();
    api.reply(EXCHANGE, ok({ siteTraderId: COMPANY, exchanged: true }));
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Exchange card'));
    const sheet = await screen.findByRole('dialog', { name: 'Exchange business cards' });
    expect(within(sheet).getByText('Ningbo Brightway Lighting Co., Ltd.')).toBeInTheDocument();
    const message = within(sheet).getByRole('textbox', { name: 'Message (optional)' }) as HTMLTextAreaElement;
    expect(message.maxLength).toBe(500);
    fireEvent.change(message, { target: { value: 'We import work lights.' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Exchange' }));
    const exchanged = await screen.findByRole('button', { name: 'Exchanged' });
    expect(exchanged.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toEqual(['Business cards exchanged with Ningbo Brightway Lighting Co., Ltd.']);
    expect(api.sentTo(EXCHANGE)[0]?.body).toEqual({ siteTraderId: COMPANY, message: 'We import work lights.' });
  });

  it('sends no message when none is written', async () => {
    asAccount();
    api.reply(EXCHANGE, ok({ siteTraderId: COMPANY, exchanged: true }));
    renderPortalAt(SHOP_PAGE);
    fireEvent.click(await barButton('Exchange card'));
    const sheet = await screen.findByRole('dialog', { name: 'Exchange business cards' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Exchange' }));
    await screen.findByRole('button', { name: 'Exchanged' });
    expect(api.sentTo(EXCHANGE)[0]?.body).toEqual({ siteTraderId: COMPANY });
  });

  it('says Exchanged after a reload, from the buyer’s exchanges, and opens no form then', async () => {
    asAccount();
    api.reply(EXCHANGES, ok(exchanges));
    renderPortalAt(PRODUCT_PAGE);
    const exchanged = await screen.findByRole('button', { name: 'Exchanged' });
    fireEvent.click(exchanged);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo(EXCHANGES)[0]?.query.get('lang')).toBe('en-US');
  });

  it('shows a sensitive message refusal at the field', async () => {
    asAccount();
    api.reply(EXCHANGE, errorReply(400, 'E400_SENSITIVE_CONTENT', HOTLINE));
    renderPortalAt(PRODUCT_PAGE);
    fireEvent.click(await barButton('Exchange card'));
    const sheet = await screen.findByRole('dialog', { name: 'Exchange business cards' });
    fireEvent.change(within(sheet).getByRole('textbox'), { target: { value: 'smuggling' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Exchange' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(HOTLINE);
    expect(screen.getByRole('button', { name: 'Exchange card' })).toBeInTheDocument();
  });
});

describe('the buyer actions in zh-CN', () => {
  it('say what they do in Chinese', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    api.reply('GET /b2bshop/api/shops/BRIGHTWAY/listedProducts/P1001', ok(productZh));
    renderPortalAt('/m/zh-CN/shops/BRIGHTWAY/listedProducts/P1001');
    for (const name of ['关注', '在线沟通', '交换名片', '发送询盘']) expect(await barButton(name)).toBeInTheDocument();
  });

  it('show Chinese states and the Chinese form', async () => {
    replyLoggedIn(api, { language: 'zh-CN' });
    api.reply(FOLLOWS, ok(followedProduct));
    api.reply(EXCHANGES, ok(exchanges));
    api.reply('GET /b2bshop/api/shops/BRIGHTWAY/listedProducts/P1001', ok(productZh));
    renderPortalAt('/m/zh-CN/shops/BRIGHTWAY/listedProducts/P1001');
    expect(await barButton('已关注')).toBeInTheDocument();
    await screen.findByRole('button', { name: '已交换' });
    fireEvent.click(await barButton('发送询盘'));
    const sheet = await screen.findByRole('dialog', { name: '发送询盘' });
    expect(within(sheet).getByRole('textbox', { name: '询盘内容' })).toBeInTheDocument();
    expect(within(sheet).getByText('宁波明途照明有限公司')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: '发送' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('请填写询盘内容。');
  });
});
