import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replacePage } from '../../platform/session/replace-page';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { FLAG_BITS } from '../../../common/constants';
import { ALL_FLAGS, replyHomeFlags } from '../testing/home-flags-reply';
import { renderPortalAt } from '../testing/render-portal-at';

vi.mock('../../platform/session/replace-page', () => ({ replacePage: vi.fn() }));

const newBuyer = { isAuthenticated: true, id: 'u9', userType: 'BUYER', language: 'en-US' } as const;
const back = encodeURIComponent('/m/en-US/');
const api = setUpAuthApi();
beforeEach(() => replyHomeFlags(api));

afterEach(() => {
  vi.mocked(replacePage).mockClear();
  vi.restoreAllMocks();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function replyNewBuyer(): void {
  api.reply('POST /api/auth/register', { status: 200, body: newBuyer });
  api.reply('GET /member/api/members/self', {
    status: 200,
    body: { id: 'm9', name: 'Nia New', udfs: { buyerType: 'Domestic purchaser', whetherToViewAllExhibits: 'N' } },
  });
  api.reply('GET /member/api/siteTraders/self', errorReply(404, 'E214009005'));
  api.reply('GET /member/api/users/self', {
    status: 200,
    body: { id: 'u9', email: 'nia@demo.fair', phone: null, userType: 'BUYER', language: 'en-US', termsAgreed: true, mediaMember: false },
  });
}

describe('the register page', () => {
  it('registers a buyer with a code, name, password and the agreement, then returns to redirect_uri', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply('POST /api/auth/codes', { status: 204 });
    replyNewBuyer();
    renderPortalAt(`/en-US/register/index?redirect_uri=${back}&requirement=sourcing`);
    await screen.findByRole('heading', { name: 'Buyer registration' });
    // The form waits for the login status (VisitorsOnly).
    await screen.findByLabelText('E-mail or phone number');
    type('E-mail or phone number', 'nia@demo.fair');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.sentTo('POST /api/auth/codes')[0]!.body).toEqual({ channel: 'EMAIL', target: 'nia@demo.fair', purpose: 'REGISTER' });
    type('Verification code', '246810');
    type('Name', '  Nia New ');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('The password needs at least 8 characters.');
    expect(screen.getByText('Please read and agree to the User Agreement, Privacy Policy and Cookie Policy first.')).toBeInTheDocument();
    expect(api.sentTo('POST /api/auth/register')).toHaveLength(0);

    type('Password', 'Secret-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/m/en-US/'));
    const sent = api.sentTo('POST /api/auth/register')[0]!.body as Record<string, string | boolean>;
    expect(sent).toMatchObject({ email: 'nia@demo.fair', code: '246810', name: 'Nia New', agreeToTerms: true });
    expect(api.decrypt(sent.password as string)).toBe('Secret-2026');
    // The first registration of the file loads the route table, the HTTP client and the encryption on the way.
  });

  it('registers a foreign buyer by phone: asks for the country code the browser does not name, then sends + code + digits', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply('POST /api/auth/codes', { status: 204 });
    replyNewBuyer();
    renderPortalAt(`/en-US/register/index?redirect_uri=${back}`);
    await screen.findByLabelText('E-mail or phone number');
    type('E-mail or phone number', '0803 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Please choose the country or region code of your phone number.');
    expect(api.sentTo('POST /api/auth/codes')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Country or region code: none chosen' }));
    const search = screen.getByRole('combobox', { name: 'Search a country, region or code' });
    fireEvent.change(search, { target: { value: '+234' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByText('Please choose the country or region code of your phone number.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.sentTo('POST /api/auth/codes')[0]!.body).toEqual({ channel: 'SMS', target: '+2348031234567', purpose: 'REGISTER' });
    type('Verification code', '246810');
    type('Name', 'Ngozi Buyer');
    type('Password', 'Secret-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.sentTo('POST /api/auth/register')).toHaveLength(1));
    expect(api.sentTo('POST /api/auth/register')[0]!.body).toMatchObject({ phone: '+2348031234567', code: '246810', name: 'Ngozi Buyer' });
  });

  it('links to login with the same redirect_uri and requirement', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt(`/en-US/register/index?redirect_uri=${back}&requirement=sourcing`);
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      `/en-US/login/mall/index?redirect_uri=${back}&requirement=sourcing`,
    );
  });

  it('tells a logged-in user to log out first', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: newBuyer });
    replyNewBuyer();
    renderPortalAt('/en-US/register/index');
    await screen.findByText('You are currently logged in, please log out and try again.');
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it("says buyer registration is not open, instead of its form, while the flag mask's bit is off (spec §4)", async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    replyHomeFlags(api, ALL_FLAGS & ~FLAG_BITS.buyerRegistration);
    renderPortalAt('/en-US/register/index');
    await screen.findByText('Buyer registration is not open at the moment.');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(api.sentTo('POST /api/auth/codes')).toEqual([]);
  });
});
