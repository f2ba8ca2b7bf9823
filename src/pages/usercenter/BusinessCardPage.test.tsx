import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import { preloadCentrePages } from './testing/preload-centre-pages';
import { BUYER_LISTS, ok, RECEIVED_CARDS, replyBuyerLists, replySellerLists } from './testing/centre-replies';
import received from '../../../fixtures/user-centre/received-business-card-list.some.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
beforeAll(preloadCentrePages);

const BUYERS_PAGE = '/m/member/memberselffollowingmemberbuyer/index';
const SELLERS_PAGE = '/m/seller/memberselffollowingmemberseller/index';
const location = () => screen.getByTestId('location').textContent;

describe("a buyer's business cards (spec §2: /m/member/memberselffollowingmemberbuyer/index)", () => {
  it('lists every card exchanged: with which exhibitor (to its shop), at which booth, when, and my message', async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt(`${BUYERS_PAGE}?lang=en-US`);
    await screen.findByRole('heading', { level: 1, name: 'Business cards' });
    const cards = await screen.findAllByRole('article', {});
    expect(cards).toHaveLength(4);
    const [first, , , last] = cards;
    expect(within(first!).getByRole('link', { name: 'Pearl River Tools Manufacturing Co., Ltd.' }).getAttribute('href')).toBe(
      '/m/en-US/shops/pearl-river-tools',
    );
    expect(within(first!).getByText('Booth 12.2C05')).toBeInTheDocument();
    expect(within(first!).getByText('My message: Alex from Harbour Imports — we buy cordless tools for UK DIY chains.')).toBeInTheDocument();
    expect(within(first!).getByText('Exchanged Oct 14, 2026 16:30')).toBeInTheDocument();
    // An exhibitor without a shop is named without a link.
    expect(within(last!).queryByRole('link')).toBeNull();
    expect(api.sentTo(BUYER_LISTS.exchanges)[0]?.query.get('lang')).toBe('en-US');
  });

  it("says 'No Data' before any card is exchanged, in the page's language", async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    api.reply(BUYER_LISTS.exchanges, ok([]));
    renderPortalAt(`${BUYERS_PAGE}?lang=zh-CN`);
    await screen.findByRole('heading', { level: 1, name: '名片夹' });
    await screen.findByText('暂无数据', {});
  });

  it("sends a seller to the sellers' page", async () => {
    renderPage(`${BUYERS_PAGE}?lang=en-US`, { api, session: { userType: 'SELLER' } });
    await screen.findByText(/These business cards belong to another kind of account/, {});
    fireEvent.click(screen.getByRole('link', { name: 'Open my business cards' }));
    await waitFor(() => expect(location()).toBe(`${SELLERS_PAGE}?lang=en-US`));
    expect(api.sentTo(BUYER_LISTS.exchanges)).toEqual([]);
  });
});

describe("a seller's business cards (spec §2: /m/seller/memberselffollowingmemberseller/index)", () => {
  it('lists the buyers who sent theirs: who, company and country, how to reach them, their message and when', async () => {
    replyLoggedIn(api, { userType: 'SELLER' });
    replySellerLists(api);
    renderPortalAt(`${SELLERS_PAGE}?lang=en-US`);
    const cards = await screen.findAllByRole('article', {});
    expect(cards).toHaveLength(received.length);
    const [alex, , nico] = cards;
    expect(within(alex!).getByText('Alex Buyer')).toBeInTheDocument();
    expect(within(alex!).getByText('Harbour Imports Ltd. · United Kingdom')).toBeInTheDocument();
    expect(within(alex!).getByRole('link', { name: 'buyer@demo.fair' }).getAttribute('href')).toBe('mailto:buyer@demo.fair');
    expect(within(alex!).getByRole('link', { name: '+44 7700 900123' }).getAttribute('href')).toBe('tel:+447700900123');
    expect(within(alex!).getByText('Received Oct 14, 2026 16:30')).toBeInTheDocument();
    expect(within(nico!).getByText('Please send your catalogue.')).toBeInTheDocument();
  });

  it("shows 'Request failed, click to reload' when the cards cannot load, and loads them again on a click", async () => {
    replyLoggedIn(api, { userType: 'SELLER' });
    replySellerLists(api);
    api.reply(RECEIVED_CARDS, errorReply(500, 'E500'), ok(received));
    renderPortalAt(SELLERS_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await screen.findByText('Mira Media', {});
  });

  it("sends a buyer to the buyers' page", async () => {
    renderPage(`${SELLERS_PAGE}?lang=en-US`, { api, session: {} });
    expect((await screen.findByRole('link', { name: 'Open my business cards' })).getAttribute('href')).toBe(`${BUYERS_PAGE}?lang=en-US`);
    expect(api.sentTo(RECEIVED_CARDS)).toEqual([]);
  });

  it('sends a group, which exchanges no cards, to its workbench', async () => {
    renderPage(`${SELLERS_PAGE}?lang=en-US`, { api, session: { userType: 'GROUP' } });
    await screen.findByText(/Business cards are exchanged between buyers and exhibitors/, {});
    expect(screen.getByRole('link', { name: 'Open my workbench' }).getAttribute('href')).toBe('/group/workbench/index?lang=en-US');
  });

  it('asks a visitor to log in, coming back here', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(`${SELLERS_PAGE}?lang=en-US`);
    const login = await screen.findByRole('link', { name: 'Sign In' });
    expect(login.getAttribute('href')).toBe(`/en-US/login/mall/index?redirect_uri=${encodeURIComponent(`${SELLERS_PAGE}?lang=en-US`)}`);
    expect(api.sentTo(RECEIVED_CARDS)).toEqual([]);
  });
});
