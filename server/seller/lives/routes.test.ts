import { describe, expect, it } from 'vitest';
import type { SellerLiveDocument } from '../../../common/generated/types.js';
import { validateLiveBookingList, validateSellerLiveList } from '../../../common/generated/validators.js';
import { wallTimeOf } from '../../../common/wall-time.js';
import { testDatabases } from '../../db/testing/databases.js';
import { call, openNotificationPortal } from '../../notifications/testing/notification-kit.js';
import { remindDueLives } from './reminders.js';

/** The group's own live in the seed: another company's. */
const OTHER_COMPANY_LIVE = 'live-4002';

const inMinutes = (minutes: number) => wallTimeOf(Date.now() + minutes * 60_000);
const document = (changes: Partial<SellerLiveDocument> = {}): SellerLiveDocument => ({
  title: { EN_US: 'Drill line factory tour', ZH_CN: '电钻生产线参观' },
  startsAt: inMinutes(60),
  endsAt: inMinutes(120),
  streamUrl: '/media/lives/exhibition-stream.mp4',
  coverUrl: '/media/lives/power-tools-launch.svg',
  ...changes,
});

describe.each(testDatabases)('the exhibitor’s live sessions /seller/api/lives on $name (issue 28)', (kind) => {
  const portal = openNotificationPortal(kind);
  const asSeller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(portal.app, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }, portal.sessions.seller);

  it('refuses everyone but a seller or a group', async () => {
    expect((await call(portal.app, { method: 'GET', url: '/seller/api/lives' })).statusCode).toBe(401);
    for (const role of ['buyer', 'employee'] as const) {
      const refused = await call(portal.app, { method: 'POST', url: '/seller/api/lives', payload: { document: document() } }, portal.sessions[role]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorList[0].errorCode).toBe('E403_NOT_SELLER');
    }
  });

  it('creates a live visitors can book, lists it with its bookings, shows who booked, and changes it', async () => {
    const created = await asSeller('POST', '/seller/api/lives', { document: document() });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(created.json()).toMatchObject({ state: 'UPCOMING', bookings: 0 });
    const publicLive = await call(portal.app, { method: 'GET', url: `/b2bshop/api/lives/public/${id}?lang=zh-CN` });
    expect(publicLive.json()).toMatchObject({ title: '电钻生产线参观', state: 'UPCOMING' });

    const booked = await call(portal.app, { method: 'POST', url: '/member/api/liveAppointments', payload: { liveId: id } }, portal.sessions.buyer);
    expect(booked.statusCode, booked.body).toBe(200);
    const list = await asSeller('GET', '/seller/api/lives');
    expect(validateSellerLiveList(list.json())).toBe(true);
    expect(list.json().lives.find((live: { id: string }) => live.id === id)).toMatchObject({ bookings: 1 });
    const bookings = await asSeller('GET', `/seller/api/lives/${id}/bookings`);
    expect(validateLiveBookingList(bookings.json())).toBe(true);
    expect(bookings.json().bookings).toEqual([
      { buyer: expect.objectContaining({ name: 'Alex Buyer', company: 'Harbour Imports Ltd.' }), bookedAt: expect.any(String) },
    ]);

    const changed = await asSeller('PUT', `/seller/api/lives/${id}`, {
      document: document({ title: { EN_US: 'Drill line tour, live', ZH_CN: '电钻生产线直播' } }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().document.title.EN_US).toBe('Drill line tour, live');
  });

  it('tells those who booked once the live starts, once', async () => {
    const created = await asSeller('POST', '/seller/api/lives', { document: document({ startsAt: inMinutes(1), endsAt: inMinutes(61) }) });
    const { id } = created.json<{ id: string }>();
    await call(portal.app, { method: 'POST', url: '/member/api/liveAppointments', payload: { liveId: id } }, portal.sessions.buyer);
    const before = portal.events.length;
    expect(await remindDueLives(portal.db, portal.app.notificationBus, new Date())).toBe(0);
    expect(await remindDueLives(portal.db, portal.app.notificationBus, new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(await remindDueLives(portal.db, portal.app.notificationBus, new Date(Date.now() + 3 * 60_000))).toBe(0);
    const told = portal.events.slice(before).filter((event) => event.userId === 'acc-buyer' && event.queue === 'notificationReminder');
    expect(told.map((event) => event.body)).toEqual([expect.objectContaining({ category: 'appointment', title: 'Live now: Drill line factory tour' })]);
  });

  it.each([
    ['an end before the start', { endsAt: inMinutes(30) }, '/endsAt'],
    ['a live over 24 hours', { endsAt: inMinutes(60 + 25 * 60) }, '/endsAt'],
    ['a title missing in one language', { title: { EN_US: 'Only English' } as SellerLiveDocument['title'] }, '/title/ZH_CN'],
    ['a script stream', { streamUrl: 'javascript:alert(1)' }, '/streamUrl'],
  ])('refuses %s with 400 E400_INVALID_LIVE at its pointer', async (_, changes, pointer) => {
    const refused = await asSeller('POST', '/seller/api/lives', { document: document(changes) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList[0]).toMatchObject({ errorCode: 'E400_INVALID_LIVE', pointer });
  });

  it('answers 404 for another company’s live, to change it or to see its bookings', async () => {
    expect((await asSeller('PUT', `/seller/api/lives/${OTHER_COMPANY_LIVE}`, { document: document() })).statusCode).toBe(404);
    expect((await asSeller('GET', `/seller/api/lives/${OTHER_COMPANY_LIVE}/bookings`)).statusCode).toBe(404);
    const [row] = await portal.db.query<{ title: { EN_US: string } }>('SELECT title FROM lives WHERE id = $1', [OTHER_COMPANY_LIVE]);
    expect(row?.title.EN_US).toBe('Home Goods Factory Tour');
  });
});
