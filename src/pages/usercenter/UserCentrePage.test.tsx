import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import { preloadCentrePages } from './testing/preload-centre-pages';
import { BUYER_LISTS, ok, RECEIVED_CARDS, replyBuyerLists, replySellerLists } from './testing/centre-replies';
import exhibitors from '../../../fixtures/user-centre/follow-list.exhibitors.en-US.json';
import products from '../../../fixtures/user-centre/follow-list.products.en-US.json';
import inquiries from '../../../fixtures/user-centre/inquiry-list.some.en-US.json';

// The notification connection is the notifications' own (tested in src/platform/notifications).
vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
beforeAll(preloadCentrePages);
const PAGE_URL = '/m/member/usercenter/index';

const location = () => screen.getByTestId('location').textContent;
const section = (name: string) => screen.findByRole('region', { name });
const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('who gets the personal centre (spec §2, §5)', () => {
  it('gives a visitor the login notice with Sign In and Register, both coming back here', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(`${PAGE_URL}?lang=en-US`);
    await screen.findByText('You have not logged in and will browse as a visitor. Please log in to continue.', {});
    const back = encodeURIComponent(`${PAGE_URL}?lang=en-US`);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(`/en-US/login/mall/index?redirect_uri=${back}`);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(`/en-US/register/index?redirect_uri=${back}`);
    expect(api.sent.filter((request) => request.path.startsWith('/member/api/') && request.path !== '/member/api/users/self')).toEqual([]);
  });

  it("sends a buyer on the seller subsite to their own personal centre, in the page's language", async () => {
    renderPage('/m/seller/usercenter/index?lang=zh-CN', { api, session: {} });
    await screen.findByText('这是另一类账号的个人中心，点击进入您自己的个人中心。', {});
    expect(screen.getByRole('link', { name: '进入我的个人中心' }).getAttribute('href')).toBe('/m/member/usercenter/index?lang=zh-CN');
    expect(api.sentTo(BUYER_LISTS.follows)).toEqual([]);
  });

  it('sends a group, which has no personal centre, to its workbench', async () => {
    renderPage(`${PAGE_URL}?lang=en-US`, { api, session: { userType: 'GROUP' } });
    await screen.findByText(/Group and staff accounts have no personal centre/, {});
    fireEvent.click(screen.getByRole('link', { name: 'Open my workbench' }));
    await waitFor(() => expect(location()).toBe('/group/workbench/index?lang=en-US'));
  });
});

describe("a buyer's personal centre", () => {
  it('shows who I am and my company: name, buyer type, e-mail, and the company information stored', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt(PAGE_URL);
    await screen.findByRole('heading', { level: 1, name: 'Personal centre' });
    const me = await screen.findByRole('region', { name: 'My account' });
    // The member (name, buyer type) loads after the login status.
    await within(me).findByText('Alex Buyer');
    expect(within(me).getByText('Buyer · Overseas purchaser')).toBeInTheDocument();
    await within(me).findByText('buyer@demo.fair');
    const company = await section('My company');
    await waitFor(() => expect(within(company).getByText('Harbour Imports Ltd.')).toBeInTheDocument());
    expect(within(company).getByText('United Kingdom')).toBeInTheDocument();
    expect(within(company).getByText('Trading company')).toBeInTheDocument();
    expect(within(company).getByText('+447700900123')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/en-US/customPages/foreignCreateEnterprise?redirect=${encodeURIComponent(PAGE_URL)}`,
    );
  });

  it("offers a buyer without company information spec §8's notice and 'Complete now', asking nothing of the company", async () => {
    replyLoggedIn(api, { company: false });
    replyBuyerLists(api);
    renderPortalAt(`${PAGE_URL}?lang=zh-CN`);
    const company = await section('我的公司');
    await within(company).findByText(/您尚未完善企业信息/);
    expect(within(company).getByRole('link', { name: '立即完善' }).getAttribute('href')).toBe(
      `/zh-CN/customPages/citizenCreateEnterprise?redirect=${encodeURIComponent(`${PAGE_URL}?lang=zh-CN`)}`,
    );
    expect(api.sentTo(BUYER_LISTS.company)).toEqual([]);
  });

  it('gives the ways on: message centre and business cards in the page language, IM in its window, a sourcing request in a new tab', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt(`${PAGE_URL}?lang=en-US`);
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['/m/member/sitenotificationreminderself/index?lang=en-US', null],
      ['/member/instantmessageself/index', 'instantmessage'],
      ['/m/member/memberselffollowingmemberbuyer/index?lang=en-US', null],
      ['/member/rfq/index?lang=en-US#/rfq-list/create', '_blank'],
    ]);
  });

  it('lists my follows in the language, products first, each to its page; the exhibitors on their tab', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    api.reply(BUYER_LISTS.follows, ok(products), ok(exhibitors));
    renderPortalAt(PAGE_URL);
    const follows = await section('My follows');
    await waitFor(() =>
      expect(linksIn(follows)).toEqual([
        ['Cordless Drill 20V', '/m/en-US/shops/pearl-river-tools/listedProducts/prd-3001'],
        ['LED Panel Light 600×600, 40 W, flicker-free driver, 5-year warranty', '/m/en-US/shops/brightway-lighting/listedProducts/prd-3201'],
      ]),
    );
    expect(api.sentTo(BUYER_LISTS.follows)[0]?.query.toString()).toBe('targetType=PRODUCT&lang=en-US');
    fireEvent.click(within(follows).getByRole('tab', { name: 'Exhibitors' }));
    expect(within(follows).getByRole('tab', { name: 'Exhibitors' }).getAttribute('aria-selected')).toBe('true');
    // An exhibitor without a shop is listed without a link.
    await waitFor(() => expect(linksIn(follows)).toEqual([['Foshan Oakline Furniture Co., Ltd.', '/m/en-US/shops/oakline-furniture']]));
    expect(within(follows).getByText('Guangzhou Sample Studio')).toBeInTheDocument();
    expect(api.sentTo(BUYER_LISTS.follows)[1]?.query.toString()).toBe('targetType=EXHIBITOR&lang=en-US');
  });

  it('unfollows a product: the server is told, the product leaves the list', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    api.reply('DELETE /member/api/follows/PRODUCT/prd-3001', { status: 204 });
    renderPortalAt(PAGE_URL);
    const follows = await section('My follows');
    fireEvent.click(await within(follows).findByRole('button', { name: 'Unfollow Cordless Drill 20V' }));
    await waitFor(() => expect(within(follows).queryByText('Cordless Drill 20V')).toBeNull());
    expect(api.sentTo('DELETE /member/api/follows/PRODUCT/prd-3001')).toHaveLength(1);
    expect(within(follows).getByText(/LED Panel Light/)).toBeInTheDocument();
  });

  it("lists my inquiries with the exhibitor's replies, and 'No reply yet' for one without", async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt(PAGE_URL);
    const mine = await section('My inquiries');
    const [answered, open] = await within(mine).findAllByRole('article', {});
    expect(within(answered!).getByText('Reply from Ningbo Brightway Lighting Co., Ltd.')).toBeInTheDocument();
    expect(within(answered!).getByText(/USD 9.80 per panel/)).toBeInTheDocument();
    expect(
      within(answered!)
        .getByRole('link', { name: /LED Panel Light/ })
        .getAttribute('href'),
    ).toBe('/m/en-US/shops/brightway-lighting/listedProducts/prd-3201');
    expect(within(open!).getByText('No reply yet')).toBeInTheDocument();
    expect(within(open!).getByText('Oct 13, 2026 09:30')).toBeInTheDocument();
  });

  it('shows the latest three business cards and the way to all of them', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt(`${PAGE_URL}?lang=en-US`);
    const cards = await section('My business cards');
    expect(await within(cards).findAllByRole('article', {})).toHaveLength(3);
    expect(within(cards).getByText('Booth 12.2C05')).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'All 4 business cards' }).getAttribute('href')).toBe(
      '/m/member/memberselffollowingmemberbuyer/index?lang=en-US',
    );
  });

  it('cancels a live appointment after confirming it, and lets a live one be watched', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    api.reply('DELETE /member/api/liveAppointments/appt-7002', { status: 204 });
    renderPortalAt(PAGE_URL);
    const lives = await section('My live appointments');
    expect((await within(lives).findByRole('link', { name: 'Watch' })).getAttribute('href')).toBe('/m/en-US/lives/live-4001');
    // Only the upcoming live can be cancelled.
    expect(
      within(lives)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Cancel the reservation of Home Goods Factory Tour']);
    fireEvent.click(within(lives).getByRole('button', { name: 'Cancel the reservation of Home Goods Factory Tour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(within(lives).queryByText('Home Goods Factory Tour')).toBeNull());
    expect(api.sentTo('DELETE /member/api/liveAppointments/appt-7002')).toHaveLength(1);
    expect(within(lives).getByText('New Power Tools Launch')).toBeInTheDocument();
  });

  it('keeps a live appointment when the buyer does not confirm', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt(PAGE_URL);
    const lives = await section('My live appointments');
    fireEvent.click(await within(lives).findByRole('button', { name: 'Cancel the reservation of Home Goods Factory Tour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(within(lives).getByText('Home Goods Factory Tour')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it("lists my sourcing requests and posts one on the rfq list's create page, in a new tab", async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt(PAGE_URL);
    const requests = await section('My sourcing requests');
    await within(requests).findByText('Stainless steel cookware sets', {});
    expect(within(requests).getByText('Quantity: 1,500')).toBeInTheDocument();
    const post = within(requests).getByRole('link', { name: /^Post a sourcing request/ });
    expect(post.getAttribute('href')).toBe('/member/rfq/index?lang=en-US#/rfq-list/create');
    expect(post.getAttribute('target')).toBe('_blank');
  });

  it("says 'No Data' in each list that has nothing yet", async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    for (const route of [BUYER_LISTS.follows, BUYER_LISTS.inquiries, BUYER_LISTS.exchanges, BUYER_LISTS.appointments, BUYER_LISTS.requests])
      api.reply(route, ok([]));
    renderPortalAt(PAGE_URL);
    for (const name of ['My follows', 'My inquiries', 'My business cards', 'My live appointments', 'My sourcing requests']) {
      await within(await section(name)).findByText('No Data', {});
    }
  });

  it("shows 'Request failed, click to reload' for a list that cannot load, and loads it again on a click", async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    api.reply(BUYER_LISTS.inquiries, errorReply(500, 'E500'), ok(inquiries));
    renderPortalAt(PAGE_URL);
    const mine = await section('My inquiries');
    fireEvent.click(await within(mine).findByRole('button', { name: 'Request failed, click to reload' }));
    await within(mine).findByText('Reply from Ningbo Brightway Lighting Co., Ltd.');
  });
});

describe("a seller's personal centre", () => {
  it('shows who I am, my company, the seller subsite’s ways on and the buyers who sent their cards', async () => {
    replyLoggedIn(api, { userType: 'SELLER' });
    replySellerLists(api);
    renderPortalAt('/m/seller/usercenter/index?lang=en-US');
    const company = await section('My company');
    await within(company).findByText('Alex Trading', {});
    expect(within(company).getByText('Exhibitor')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/m/seller/sitenotificationreminderself/index?lang=en-US',
      '/seller/instantmessageself/index',
      '/m/seller/memberselffollowingmemberseller/index?lang=en-US',
    ]);
    const cards = await section('Business cards received');
    expect(await within(cards).findAllByRole('article', {})).toHaveLength(3);
    expect(within(cards).getByText('Harbour Imports Ltd. · United Kingdom')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My follows' })).toBeNull();
    expect(api.sentTo(BUYER_LISTS.follows)).toEqual([]);
    expect(api.sentTo(RECEIVED_CARDS)).toHaveLength(1);
  });
});
