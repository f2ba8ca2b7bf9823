import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLAG_BITS } from '../../../common/constants';
import { replacePage } from '../../platform/session/replace-page';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { getToasts } from '../../platform/toast';
import { ALL_FLAGS, replyHomeFlags } from '../testing/home-flags-reply';
import { renderPage } from '../testing/render-page';

vi.mock('../../platform/session/replace-page', () => ({ replacePage: vi.fn() }));

const invitation = '/m/en-US/news/invitations/closing-press-conference';
const back = encodeURIComponent(invitation);
const media = { isAuthenticated: true, id: 'acc-media', userType: 'BUYER', language: 'en-US' } as const;
const api = setUpAuthApi();
beforeEach(() => replyHomeFlags(api));
afterEach(() => vi.mocked(replacePage).mockClear());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the media login (issue 9: /m/{lang}/media/login)', () => {
  it('logs a media member in through the media login, password encrypted, and returns to redirect_uri', async () => {
    api.reply('POST /api/auth/media/login', { status: 200, body: { loginStatus: media, mediaMember: true, notice: 'You are logged in as a media member.' } });
    renderPage(`/m/en-US/media/login?redirect_uri=${back}`, { api });
    await screen.findByRole('heading', { name: 'Media login' });
    await screen.findByLabelText('E-mail or phone number');
    type('E-mail or phone number', 'media@demo.fair');
    type('Password', 'Fair2026!');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // As the server's: from now on the session is the media member's (the transition page may ask again).
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: media });
    // The first login of the file loads the HTTP client and the encryption on the way.
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(invitation));
    const sent = api.sentTo('POST /api/auth/media/login')[0]!.body as Record<string, string | boolean>;
    expect(sent).toMatchObject({ account: 'media@demo.fair', agreeToTerms: true });
    expect(api.decrypt(sent.password as string)).toBe('Fair2026!');
    expect(api.sentTo('POST /api/auth/login')).toHaveLength(0);
    expect(getToasts().map((toast) => toast.text)).toContain('You are logged in as a media member.');
  });

  it("shows the server's refusal of a buyer's account, and links the member login and the media register", async () => {
    const refusal = 'This login is for media accounts. Buyers, please use the member login.';
    api.reply('POST /api/auth/media/login', errorReply(403, 'E403_NOT_MEDIA_ACCOUNT', refusal));
    renderPage(`/m/en-US/media/login?redirect_uri=${back}`, { api });
    await screen.findByLabelText('E-mail or phone number');
    type('E-mail or phone number', 'buyer@demo.fair');
    type('Password', 'Fair2026!');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain(refusal));
    expect(replacePage).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Buyer? Use the member login' }).getAttribute('href')).toBe(`/en-US/login/mall/index?redirect_uri=${back}`);
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(`/m/en-US/media/register?redirect_uri=${back}`);
  });

  it("says media login is not open while the flag mask's media login bit is off", async () => {
    replyHomeFlags(api, ALL_FLAGS & ~FLAG_BITS.mediaLogin);
    renderPage('/m/en-US/media/login', { api });
    await screen.findByText('Media login is not open at the moment.');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('tells someone logged in to log out first', async () => {
    renderPage('/m/en-US/media/login', { api, session: {} });
    await screen.findByText('You are currently logged in, please log out and try again.');
  });

  it('speaks Chinese under zh-CN', async () => {
    renderPage('/m/zh-CN/media/login', { api });
    await screen.findByRole('heading', { name: '媒体登录' });
    await screen.findByText('供已认证媒体机构的记者使用。采购商请使用会员登录。');
  });
});
