import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import { preloadCentrePages } from '../usercenter/testing/preload-centre-pages';
import { ok, replyBuyerLists } from '../usercenter/testing/centre-replies';
import noUnread from '../../../fixtures/notifications/unread-info.none.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
beforeAll(preloadCentrePages);

const location = () => screen.getByTestId('location').textContent;
const todayLinks = async (name = 'What you can do here') =>
  within(await screen.findByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href')]);

describe('the Workbench button’s landing (spec §2, §6; issue 25)', () => {
  it("takes a buyer to the personal centre, in the page's language", async () => {
    replyLoggedIn(api);
    replyBuyerLists(api);
    renderPortalAt('/member/workbench/index?lang=zh-CN');
    await waitFor(() => expect(location()).toBe('/m/member/usercenter/index?lang=zh-CN'));
    await screen.findByRole('heading', { level: 1, name: '个人中心' });
  });

  it("lists a seller's counts and inquiries, then the personal-centre parts, each a page in the page's language", async () => {
    replyLoggedIn(api, { userType: 'SELLER', language: 'zh-CN' });
    api.reply('GET /seller/api/notificationReminders/self/getUnreadInfo', ok({ ...noUnread, inquiry: 2 }));
    api.reply('GET /seller/api/workbench/summary', ok({ unreadInquiries: 3, unansweredInquiries: 4, businessCards: 5, liveBookings: 0 }));
    renderPortalAt('/seller/workbench/index?lang=en-US');
    await screen.findByRole('heading', { level: 1, name: 'Workbench' });
    const counts = within(await screen.findByRole('navigation', { name: 'What waits for you' }));
    expect(counts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['3Unread inquiries', '/m/seller/inquiries/index?lang=en-US'],
      ['4Not yet answered', '/m/seller/inquiries/index?lang=en-US&state=NEW'],
      ['5Business cards', '/m/seller/memberselffollowingmemberseller/index?lang=en-US'],
      ['0Live bookings', '/m/seller/lives/index?lang=en-US'],
      ['2Unread notices', '/m/seller/sitenotificationreminderself/index?lang=en-US'],
    ]);
    expect(await todayLinks()).toEqual([
      ['Inquiries3Read and answer the inquiries buyers sent your company', '/m/seller/inquiries/index?lang=en-US'],
      ['Live sessionsSchedule your live sessions and see who booked them', '/m/seller/lives/index?lang=en-US'],
      ['My shopWhat your shop says to visitors, in both languages', '/m/seller/shop/index?lang=en-US'],
      ['My productsAdd products, change their keywords, pictures and sales information, put them on show', '/m/seller/products/index?lang=en-US'],
      ['Personal centreYour account, company and business cards', '/m/seller/usercenter/index?lang=en-US'],
      ['Business cardsBuyers who sent you their card', '/m/seller/memberselffollowingmemberseller/index?lang=en-US'],
      ['Message centre2Notices about your inquiries, cards and appointments', '/m/seller/sitenotificationreminderself/index?lang=en-US'],
      ['Instant messagesChat with exhibitors and buyers', '/seller/instantmessageself/index'],
    ]);
    // Spec §5: the message centre's unread count on its entry.
    await within(screen.getByRole('link', { name: /^Message centre/ })).findByRole('img', { name: '2 unread' });
  });

  it("gives an employee the operators' page configuration and announcements, the service desk, the message centre, home and news", async () => {
    replyLoggedIn(api, { userType: 'EMPLOYEE' });
    api.reply('GET /work/api/notificationReminders/self/getUnreadInfo', ok(noUnread));
    renderPortalAt('/work/workbench/index?lang=zh-CN');
    expect((await todayLinks('您可以在这里')).map(([, href]) => href)).toEqual([
      '/work/pageconfigs/mobile-home?lang=zh-CN',
      '/work/announcements?lang=zh-CN',
      '/work/news?lang=zh-CN',
      '/work/notifications?lang=zh-CN',
      '/work/pageconfigs/mobile-home?lang=zh-CN#operator-sections',
      '/work/instantmessageself/index',
      '/m/work/sitenotificationreminderself/index?lang=zh-CN',
      '/m/zh-CN/',
      '/m/zh-CN/news',
    ]);
  });

  it("gives a group the exhibitor's counts and pages for the company it chooses, its message centre, home and news", async () => {
    replyLoggedIn(api, { userType: 'GROUP' });
    api.reply('GET /group/api/notificationReminders/self/getUnreadInfo', ok(noUnread));
    api.reply(
      'GET /seller/api/companies',
      ok({
        companies: [
          { id: 'st-group', name: 'Canton Industrial Group', shopCode: 'canton-industrial' },
          { id: 'st-ceramics', name: 'Dehua Baiyun Ceramics', shopCode: 'baiyun-ceramics' },
        ],
      }),
    );
    const summary = (unreadInquiries: number) => ok({ unreadInquiries, unansweredInquiries: 0, businessCards: 0, liveBookings: 0 });
    api.reply('GET /seller/api/workbench/summary', summary(1), summary(7));
    renderPortalAt('/group/workbench/index?lang=en-US');
    expect((await todayLinks()).map(([label]) => label)).toEqual([
      'InquiriesRead and answer the inquiries buyers sent your company',
      'Live sessionsSchedule your live sessions and see who booked them',
      'My shopWhat your shop says to visitors, in both languages',
      'My productsAdd products, change their keywords, pictures and sales information, put them on show',
      'Message centreNotices about your inquiries, cards and appointments',
      'Home pageThe online exhibition as visitors see it',
      'News centreFair news, notices and reports',
    ]);
    const counts = () => within(screen.getByRole('navigation', { name: 'What waits for you' }));
    await waitFor(() => expect(counts().getAllByRole('link')[0]?.textContent).toBe('1Unread inquiries'));
    expect(counts().queryByText('Business cards')).toBeNull();
    fireEvent.change(await screen.findByLabelText('Acting for'), { target: { value: 'st-ceramics' } });
    await waitFor(() => expect(counts().getAllByRole('link')[0]?.textContent).toBe('7Unread inquiries'));
    expect(api.sentTo('GET /seller/api/workbench/summary').map((request) => request.headers['x-company-id'])).toEqual([undefined, 'st-ceramics']);
    fireEvent.click(screen.getByRole('link', { name: /^News centre/ }));
    await waitFor(() => expect(location()).toBe('/m/en-US/news'));
  });

  it('sends anyone in another back office on to their own workbench', async () => {
    renderPage('/group/workbench/index?lang=en-US', { api, session: { userType: 'SELLER' } });
    await screen.findByText('This workbench belongs to another kind of account. Yours is one tap away.', {});
    expect(screen.getByRole('link', { name: 'Open my workbench' }).getAttribute('href')).toBe('/seller/workbench/index?lang=en-US');
  });

  it('asks a visitor to log in, coming back here', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt('/seller/workbench/index?lang=en-US');
    const login = await screen.findByRole('link', { name: 'Sign In' });
    expect(login.getAttribute('href')).toBe(`/en-US/login/mall/index?redirect_uri=${encodeURIComponent('/seller/workbench/index?lang=en-US')}`);
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('is not found for a back office that does not exist', async () => {
    renderPage('/vendor/workbench/index', { api, session: { userType: 'SELLER' } });
    await waitFor(() => expect(document.querySelector('[data-page="not-found"]')).not.toBeNull());
  });
});
