import { describe, expect, it } from 'vitest';
import { validateLiveAppointmentList } from '../../../../common/generated/validators.js';
import { translate } from '../../../../common/i18n/messages.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, expectCompanyNeeded, expectError, openActionPortal, SEED, send } from '../testing/buyer-action-kit.js';

const APPOINTMENT = { id: 'buyerOnly.appointment', specText: 'Your identity is not buyer, do not support to initiate appointment negotiation.' } as const;

describe.each(testDatabases)('live appointments on $name', (kind) => {
  const portal = openActionPortal(kind);

  const reserve = (liveId: string) => ({ method: 'POST', url: '/member/api/liveAppointments', payload: { liveId } }) as const;
  const cancel = (id: string) => ({ method: 'DELETE', url: `/member/api/liveAppointments/${id}` }) as const;
  const reservations = async () => (await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM live_appointments'))[0]?.count;

  it('lets only buyers with company information reserve, and only buyers cancel', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, reserve(SEED.live), APPOINTMENT);
    await expectCompanyNeeded(portal.app, portal.sessions, reserve(SEED.live));
    await expectBuyerOnly(portal.app, portal.sessions, cancel('any-id'), APPOINTMENT);
    expect(await reservations()).toBe(0);
  });

  it('turns Appointment Live into Reserved; reserving again answers the same reservation', async () => {
    const first = await send(portal.app, reserve(SEED.live), portal.sessions.buyer);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ id: expect.any(String), liveId: SEED.live, reserved: true });
    const again = await send(portal.app, reserve(SEED.live), portal.sessions.buyer);
    expect(again.json()).toEqual(body);
    expect(await reservations()).toBe(1);
  });

  it("does not let another buyer cancel someone's reservation (404), and lets its owner cancel it once", async () => {
    const { id } = (await send(portal.app, reserve(SEED.otherLive), portal.sessions.buyer)).json();
    expectError(await send(portal.app, cancel(id), portal.sessions.otherBuyer), 404, 'E404_NOT_FOUND');
    expect(await reservations()).toBe(2);

    const cancelled = await send(portal.app, cancel(id), portal.sessions.buyer);
    expect(cancelled.statusCode).toBe(204);
    expect(cancelled.body).toBe('');
    expectError(await send(portal.app, cancel(id), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expect(await reservations()).toBe(1);
  });

  it('gives each buyer their own reservation of the same live', async () => {
    const mine = (await send(portal.app, reserve(SEED.live), portal.sessions.buyer)).json();
    const theirs = (await send(portal.app, reserve(SEED.live), portal.sessions.otherBuyer)).json();
    expect(theirs.reserved).toBe(true);
    expect(theirs.id).not.toBe(mine.id);
  });

  it('refuses to book an ended live with 409 E409_LIVE_ENDED, in the request language, and books one that is on now', async () => {
    expectError(
      await send(portal.app, reserve(SEED.endedLive), portal.sessions.buyer),
      409,
      'E409_LIVE_ENDED',
      'This live stream has ended and can no longer be booked.',
    );
    expectError(
      await send(portal.app, reserve(SEED.endedLive), portal.sessions.buyer, 'zh-CN'),
      409,
      'E409_LIVE_ENDED',
      translate('zh-CN', 'lives.error.ended'),
    );
    const onNow = await send(portal.app, reserve(SEED.liveOnNow), portal.sessions.otherBuyer);
    expect(onNow.json()).toEqual({ id: expect.any(String), liveId: SEED.liveOnNow, reserved: true });
  });

  it('answers 404 for a live that does not exist, 400 for a malformed body', async () => {
    expectError(await send(portal.app, reserve('live-missing'), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expectError(await send(portal.app, { ...reserve(''), payload: {} }, portal.sessions.buyer), 400, 'E400_VALIDATION');
    expectError(await send(portal.app, { ...reserve(''), payload: { liveId: SEED.live, at: 'now' } }, portal.sessions.buyer), 400, 'E400_VALIDATION');
  });
});

describe.each(testDatabases)('the buyer’s live appointments (liveAppointments/self) on $name', (kind) => {
  const portal = openActionPortal(kind);
  const reserve = (liveId: string) => ({ method: 'POST', url: '/member/api/liveAppointments', payload: { liveId } }) as const;
  const cancel = (id: string) => ({ method: 'DELETE', url: `/member/api/liveAppointments/${id}` }) as const;
  const list = async (session = portal.sessions.buyer, query = '') => {
    const response = await send(portal.app, { method: 'GET', url: `/member/api/liveAppointments/self${query}` }, session);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateLiveAppointmentList(body), JSON.stringify(validateLiveAppointmentList.errors)).toBe(true);
    return body;
  };

  it('is for buyers only, and empty before any booking', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, { method: 'GET', url: '/member/api/liveAppointments/self' }, APPOINTMENT);
    expect(await list()).toEqual([]);
    expect(await list(portal.sessions.buyerWithoutCompany)).toEqual([]);
  });

  it('lists the bookings by their live’s start, each live with its state, its stream only while it is on', async () => {
    const later = (await send(portal.app, reserve(SEED.otherLive), portal.sessions.buyer)).json();
    const onNow = (await send(portal.app, reserve(SEED.liveOnNow), portal.sessions.buyer)).json();
    const bookings = await list();
    expect(bookings.map(({ id, live }: { id: string; live: { id: string } }) => [id, live.id])).toEqual([
      [onNow.id, SEED.liveOnNow],
      [later.id, SEED.otherLive],
    ]);
    expect(bookings[0].live).toMatchObject({
      state: 'LIVE',
      streamUrl: '/media/lives/exhibition-stream.mp4',
      exhibitor: null,
      title: 'Exhibition hall live tour, round the clock',
    });
    expect(bookings[1].live).toMatchObject({
      state: 'UPCOMING',
      streamUrl: null,
      coverUrl: '/media/lives/home-goods-tour.svg',
      exhibitor: { siteTraderId: SEED.groupCompany, shopCode: 'canton-industrial', name: 'Canton Industrial Group' },
    });
    expect(bookings[1].reservedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list(portal.sessions.buyer, '?lang=zh-CN'))[1].live).toMatchObject({ title: '家居用品工厂实拍', exhibitor: { name: '广州实业集团' } });
    expect(await list(portal.sessions.otherBuyer)).toEqual([]);
  });

  it('no longer lists a cancelled booking after a reload', async () => {
    const [first] = await list();
    expect((await send(portal.app, cancel(first.id), portal.sessions.buyer)).statusCode).toBe(204);
    expect((await list()).map(({ live }: { live: { id: string } }) => live.id)).toEqual([SEED.otherLive]);
  });
});
