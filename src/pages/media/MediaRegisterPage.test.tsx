import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLAG_BITS } from '../../../common/constants';
import { replacePage } from '../../platform/session/replace-page';
import { setUpAuthApi } from '../../platform/session/testing/auth-api';
import { getToasts } from '../../platform/toast';
import { ALL_FLAGS, replyHomeFlags } from '../testing/home-flags-reply';
import { renderPage } from '../testing/render-page';

vi.mock('../../platform/session/replace-page', () => ({ replacePage: vi.fn() }));

const api = setUpAuthApi();
beforeEach(() => replyHomeFlags(api));
afterEach(() => vi.mocked(replacePage).mockClear());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const awaiting = 'Your media account awaits verification: once the organiser has confirmed your media organisation, you can sign up for press events.';

describe('the media register (issue 9: /m/{lang}/media/register)', () => {
  it('registers a media account with a REGISTER code through the media register, and says it awaits verification', async () => {
    api.reply('POST /api/auth/codes', { status: 204 });
    const loginStatus = { isAuthenticated: true, id: 'acc-new', userType: 'BUYER', language: 'en-US' };
    api.reply('POST /api/auth/media/register', { status: 200, body: { loginStatus, mediaMember: false, notice: awaiting } });
    renderPage(`/m/en-US/media/register?redirect_uri=${encodeURIComponent('/m/en-US/news')}`, { api });
    await screen.findByRole('heading', { name: 'Media registration' });
    await screen.findByLabelText('E-mail or phone number');
    type('E-mail or phone number', 'reporter@daily.example');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.sentTo('POST /api/auth/codes')[0]!.body).toEqual({ channel: 'EMAIL', target: 'reporter@daily.example', purpose: 'REGISTER' });
    type('Verification code', '246810');
    type('Name', 'Rita Reporter');
    type('Password', 'Secret-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // As the server's: from now on the session is the new account's (the transition page may ask again).
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: loginStatus });
    // The first registration of the file loads the HTTP client and the encryption on the way.
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/m/en-US/news'));
    const sent = api.sentTo('POST /api/auth/media/register')[0]!.body as Record<string, string | boolean>;
    expect(sent).toMatchObject({ email: 'reporter@daily.example', code: '246810', name: 'Rita Reporter', agreeToTerms: true });
    expect(api.decrypt(sent.password as string)).toBe('Secret-2026');
    expect(api.sentTo('POST /api/auth/register')).toHaveLength(0);
    expect(getToasts().map((toast) => toast.text)).toContain(awaiting);
  });

  it('links to the media login with the same redirect_uri', async () => {
    renderPage(`/m/en-US/media/register?redirect_uri=${encodeURIComponent('/m/en-US/news')}`, { api });
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe(`/m/en-US/media/login?redirect_uri=${encodeURIComponent('/m/en-US/news')}`);
  });

  it('says media login is not open, instead of the form, while the media login bit is off', async () => {
    replyHomeFlags(api, ALL_FLAGS & ~FLAG_BITS.mediaLogin);
    renderPage('/m/en-US/media/register', { api });
    await screen.findByText('Media login is not open at the moment.');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('speaks Chinese under zh-CN', async () => {
    renderPage('/m/zh-CN/media/register', { api });
    await screen.findByRole('heading', { name: '媒体注册' });
  });
});
