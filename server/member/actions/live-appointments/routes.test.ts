import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/test-databases.js';
import { expectBuyerOnly, expectCompanyNeeded, expectError, openActionPortal, SEED, send } from '../buyer-action-test-kit.js';

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

  it('answers 404 for a live that does not exist, 400 for a malformed body', async () => {
    expectError(await send(portal.app, reserve('live-missing'), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expectError(await send(portal.app, { ...reserve(''), payload: {} }, portal.sessions.buyer), 400, 'E400_VALIDATION');
    expectError(await send(portal.app, { ...reserve(''), payload: { liveId: SEED.live, at: 'now' } }, portal.sessions.buyer), 400, 'E400_VALIDATION');
  });
});
