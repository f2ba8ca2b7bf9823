import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationReminder } from '../../platform/notifications/notification-reminders';
import { publishNotificationMessage } from '../../platform/notifications/notification-events';
import { notificationKeys } from '../../platform/notifications/unread-info';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import many from '../../../fixtures/notifications/notification-reminder-page.many.en-US.json';
import empty from '../../../fixtures/notifications/notification-reminder-page.empty.json';

// The notification connection is the notifications' own (tested in src/platform/notifications): here the
// page's live updates are driven by handing it the connection's messages directly.
vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
const PAGE_URL = '/m/member/sitenotificationreminderself/index';
const LIST = 'GET /member/api/notificationReminders/self';
const READ_ALL = 'POST /member/api/notificationReminders/self/readAll';
const readOne = (id: string) => `POST /member/api/notificationReminders/self/${id}/read`;
const ok = (body: unknown): FakeReply => ({ status: 200, body });

// The fixture's list, newest first: an unread inquiry, a business card already read, an unread system notice.
const [INQUIRY, CARD, NOTICE] = many._embedded['b2b:notificationReminders'] as [NotificationReminder, NotificationReminder, NotificationReminder];

function pageOf(items: readonly NotificationReminder[], { size = 20, totalElements = items.length, number = 0 } = {}) {
  return { _embedded: { 'b2b:notificationReminders': items }, page: { size, totalElements, totalPages: Math.ceil(totalElements / size), number } };
}

const location = () => screen.getByTestId('location').textContent;
const notifications = () => screen.findByRole('list', { name: 'Notifications' });
const items = async () => within(await notifications()).getAllByRole('button');
const unreadTitles = async () =>
  (await items()).filter((item) => within(item).queryByText('Unread')).map((item) => item.querySelector('span span:last-child')?.textContent);

fixClockInEachTest('2026-11-23T02:00:00Z');

describe('who gets the message centre (spec §2)', () => {
  it('sends a visitor to login, coming back to the page after it', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(PAGE_URL);
    await waitFor(() => expect(location()).toBe(`/zh-CN/login/mall/index?redirect_uri=${encodeURIComponent(PAGE_URL)}`));
    expect(api.sentTo(LIST)).toEqual([]);
  });

  it("corrects the subsite to the viewer's own: seller for a SELLER", async () => {
    replyLoggedIn(api, { userType: 'SELLER' });
    api.reply('GET /seller/api/notificationReminders/self', ok(pageOf([CARD])));
    renderPortalAt('/m/member/sitenotificationreminderself/index?page=1');
    await waitFor(() => expect(location()).toBe('/m/seller/sitenotificationreminderself/index?page=1'));
    await screen.findByText('Business card exchanged');
    expect(api.sentTo(LIST)).toEqual([]);
  });

  it("is not taken for the language 'member': it speaks the login status's language", async () => {
    localStorage.setItem('portal.language', 'en-US');
    replyLoggedIn(api, { language: 'zh-CN' });
    api.reply(LIST, ok(pageOf([INQUIRY])));
    renderPortalAt(PAGE_URL);
    await screen.findByRole('heading', { level: 1, name: '消息中心' });
    await screen.findByRole('button', { name: '全部已读' });
    expect(location()).toBe(PAGE_URL);
  });
});

describe('the list', () => {
  it('shows the notifications newest first: title, content clamped to 2 lines, time, unread ones with a red dot and bold', async () => {
    replyLoggedIn(api);
    api.reply(LIST, ok(many));
    renderPortalAt(PAGE_URL);
    await screen.findByRole('heading', { level: 1, name: 'Message centre' });
    const shown = await items();
    expect(shown.map((item) => item.querySelector('time')?.textContent)).toEqual(['2026-11-23 09:30', '2026-11-22 16:05', '2026-11-20 08:00']);
    expect(shown[0]?.textContent).toContain('Brightway Lighting asks about 2 000 LED panels.');
    expect(shown[0]?.getAttribute('aria-expanded')).toBe('false');
    expect(await unreadTitles()).toEqual(['New inquiry from Brightway', 'Welcome to the fair']);
    expect(api.sentTo(LIST)[0]?.query.toString()).toBe('page=0&size=20');
    expect(screen.getByText('No More')).toBeInTheDocument();
  });

  it("says 'No Data' for no notifications", async () => {
    replyLoggedIn(api);
    api.reply(LIST, ok(empty));
    renderPortalAt(PAGE_URL);
    await screen.findByText('No Data');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it("shows 'Request failed, click to reload' when the list cannot load, and loads it again on a click", async () => {
    replyLoggedIn(api);
    api.reply(LIST, errorReply(500, 'E500'), ok(pageOf([NOTICE])));
    renderPortalAt(PAGE_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await screen.findByText('Welcome to the fair');
  });

  it('pages with the pager, the page in the query; No More only on the last page', async () => {
    replyLoggedIn(api);
    const first = Array.from({ length: 20 }, (_, index) => ({ ...CARD, id: String(100 - index), title: `Card ${index + 1}` }));
    api.reply(LIST, ok(pageOf(first, { totalElements: 25 })), ok(pageOf([NOTICE], { totalElements: 25, number: 1 })));
    renderPortalAt(PAGE_URL);
    expect(await items()).toHaveLength(20);
    expect(screen.queryByText('No More')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe(`${PAGE_URL}?page=2`));
    await screen.findByText('Welcome to the fair');
    expect(api.sentTo(LIST)[1]?.query.toString()).toBe('page=1&size=20');
    expect(screen.getByText('No More')).toBeInTheDocument();
  });
});

describe('reading', () => {
  it('marks an unread notification read when tapped, expands it and refreshes the unread counts', async () => {
    replyLoggedIn(api);
    api.reply(LIST, ok(pageOf([INQUIRY, CARD, NOTICE])));
    api.reply(readOne('3'), ok({ ...INQUIRY, readAt: '2026-11-23 10:00:00' }));
    const client = renderPortalAt(PAGE_URL);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const [first] = await items();
    fireEvent.click(first!);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    await waitFor(async () => expect(await unreadTitles()).toEqual(['Welcome to the fair']));
    expect(api.sentTo(readOne('3'))).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all() });
    // A second tap folds it again, and asks nothing more.
    fireEvent.click(first!);
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect(api.sentTo(readOne('3'))).toHaveLength(1);
  });

  it('only expands a notification already read', async () => {
    replyLoggedIn(api);
    api.reply(LIST, ok(pageOf([INQUIRY, CARD])));
    renderPortalAt(PAGE_URL);
    const [, card] = await items();
    fireEvent.click(card!);
    expect(card?.getAttribute('aria-expanded')).toBe('true');
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("marks them all read with 'Mark all as read', then shows the list again", async () => {
    replyLoggedIn(api);
    const read = '2026-11-23 10:00:00';
    api.reply(LIST, ok(pageOf([INQUIRY, CARD, NOTICE])), ok(pageOf([{ ...INQUIRY, readAt: read }, CARD, { ...NOTICE, readAt: read }])));
    api.reply(READ_ALL, ok({ read: 2 }));
    const client = renderPortalAt(PAGE_URL);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await items();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(async () => expect(await unreadTitles()).toEqual([]));
    expect(api.sentTo(READ_ALL)[0]?.body).toEqual({});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all() });
  });
});

describe('live updates (spec §4)', () => {
  it('asks for the list again when a notification arrives over the connection, not for an IM event', async () => {
    replyLoggedIn(api);
    const NEW: NotificationReminder = { ...NOTICE, id: '4', title: 'Appointment confirmed', category: 'appointment', createdAt: '2026-11-23 09:59:00' };
    api.reply(LIST, ok(pageOf([INQUIRY])), ok(pageOf([NEW, INQUIRY])));
    renderPortalAt(PAGE_URL);
    await items();
    act(() => publishNotificationMessage({ queue: 'notificationChanged', body: { source: 'IM', peerId: 'acc-seller', messageId: 'x' } }));
    expect(api.sentTo(LIST)).toHaveLength(1);
    act(() => publishNotificationMessage({ queue: 'notificationReminder', body: { id: '4', category: 'appointment', title: 'Appointment confirmed' } }));
    await screen.findByText('Appointment confirmed');
    expect(api.sentTo(LIST)).toHaveLength(2);
  });
});
