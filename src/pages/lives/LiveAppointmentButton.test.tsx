import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyCompletionUrl, loginPageUrl } from '../../platform/account-links';
import { ERROR_CODE_COMPANY_INFO_INCOMPLETE } from '../../../common/constants';
import { getOpenDialog } from '../../platform/dialogs';
import { goToPage } from '../../platform/page-navigation';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import { preloadLivePages } from './testing/preload-live-pages';
import { FIXTURES_NOW, LIVES, MY_APPOINTMENTS, RESERVE, appointmentOf, liveOf, ok, replyVisitor } from './testing/lives-replies';
import upcomingEn from '../../../fixtures/lives/live.upcoming.en-US.json';

vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));
vi.mock('../../platform/page-navigation', () => ({ goToPage: vi.fn() }));

const api = setUpAuthApi();
beforeAll(preloadLivePages);
fixClockInEachTest(FIXTURES_NOW);

const LIVE = liveOf(upcomingEn);
const PAGE = '/m/en-US/lives/live-4002';
const CANCEL = 'DELETE /member/api/liveAppointments/appt-7';

beforeEach(() => {
  // The browser's address is the page's, as where login and company completion return to is read from it.
  window.history.replaceState(null, '', PAGE);
});

afterEach(() => {
  act(() => getOpenDialog()?.settle('dismiss'));
  vi.mocked(goToPage).mockClear();
});

/** The live page's booking button once it can be pressed. */
async function bookingButton(name: 'Appointment Live' | 'Reserved'): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

function showAsBuyer(appointments: unknown[] = [], account: Parameters<typeof replyLoggedIn>[1] = {}) {
  replyLoggedIn(api, account);
  api.reply(`GET ${LIVES}/live-4002`, ok(LIVE));
  api.reply(MY_APPOINTMENTS, ok(appointments));
  renderPortalAt(PAGE);
}

describe('Appointment Live / Reserved (spec §4) on an upcoming live', () => {
  it('asks a visitor to log in, and sends Sign In to the login page coming back here', async () => {
    replyVisitor(api);
    api.reply(`GET ${LIVES}/live-4002`, ok(LIVE));
    renderPortalAt(PAGE);
    fireEvent.click(await bookingButton('Appointment Live'));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('You have not logged in and will browse as a visitor. Please log in to continue.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(goToPage).toHaveBeenCalledWith(loginPageUrl('en-US', PAGE, 'appointment')));
    expect(api.sentTo(RESERVE)).toHaveLength(0);
    expect(api.sentTo(MY_APPOINTMENTS)).toHaveLength(0);
  });

  it("tells a seller the spec's appointment message", async () => {
    replyLoggedIn(api, { userType: 'SELLER' });
    api.reply(`GET ${LIVES}/live-4002`, ok(LIVE));
    renderPortalAt(PAGE);
    fireEvent.click(await bookingButton('Appointment Live'));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Your identity is not buyer, do not support to initiate appointment negotiation.');
    expect(api.sentTo(RESERVE)).toHaveLength(0);
    // A seller has no reservations to ask for.
    expect(api.sentTo(MY_APPOINTMENTS)).toHaveLength(0);
  });

  it('asks a buyer without company information to complete it, Complete now leading to the company form', async () => {
    showAsBuyer([], { company: false });
    // Were the company still loading, the page would let the buyer try, and the server refuse as it does here.
    api.reply(RESERVE, errorReply(403, ERROR_CODE_COMPANY_INFO_INCOMPLETE));
    fireEvent.click(await bookingButton('Appointment Live'));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('You have not completed company information');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete now' }));
    await waitFor(() => expect(goToPage).toHaveBeenCalledWith(companyCompletionUrl('en-US', PAGE)));
  });

  it('books for a buyer: Appointment Live → Reserved, and reads the reservations again', async () => {
    showAsBuyer();
    api.reply(RESERVE, ok({ id: 'appt-7', liveId: 'live-4002', reserved: true }));
    fireEvent.click(await bookingButton('Appointment Live'));
    // Shown at once from the answer, before the reservations are read again.
    api.reply(MY_APPOINTMENTS, ok([appointmentOf(LIVE, 'appt-7')]));
    const reserved = await bookingButton('Reserved');
    expect(reserved.getAttribute('aria-pressed')).toBe('true');
    expect(api.sentTo(RESERVE)[0]?.body).toEqual({ liveId: 'live-4002' });
    await screen.findByText('Reserved: Home Goods Factory Tour');
    await waitFor(() => expect(api.sentTo(MY_APPOINTMENTS)).toHaveLength(2));
  });

  it('cancels a reservation once the buyer confirms, and keeps it when they do not', async () => {
    showAsBuyer([appointmentOf(LIVE, 'appt-7')]);
    api.reply(CANCEL, { status: 204 });
    fireEvent.click(await bookingButton('Reserved'));
    let dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Cancel your reservation of “Home Goods Factory Tour”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(CANCEL)).toHaveLength(0);

    fireEvent.click(await bookingButton('Reserved'));
    dialog = await screen.findByRole('dialog', { name: 'Notice' });
    api.reply(MY_APPOINTMENTS, ok([]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await bookingButton('Appointment Live');
    expect(api.sentTo(CANCEL)).toHaveLength(1);
    await screen.findByText('Reservation cancelled.');
  });

  it("gives the server's company refusal the same notice (the page's session was out of date)", async () => {
    showAsBuyer();
    api.reply(RESERVE, errorReply(403, ERROR_CODE_COMPANY_INFO_INCOMPLETE));
    fireEvent.click(await bookingButton('Appointment Live'));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('You have not completed company information');
    await bookingButton('Appointment Live');
  });

  it('says what the server answered when it refuses for another reason, and stays on Appointment Live', async () => {
    showAsBuyer();
    api.reply(RESERVE, errorReply(409, 'E409_LIVE_ENDED', 'This live stream has ended and can no longer be booked.'));
    fireEvent.click(await bookingButton('Appointment Live'));
    await screen.findByText('This live stream has ended and can no longer be booked.');
    await bookingButton('Appointment Live');
  });
});
