import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replacePage } from '../../platform/session/replace-page';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';

vi.mock('../../platform/session/replace-page', () => ({ replacePage: vi.fn() }));

const back = encodeURIComponent('/m/zh-CN/?tab=2');
const api = setUpAuthApi();

afterEach(() => {
  vi.mocked(replacePage).mockClear();
});

describe('the transition page', () => {
  it('takes a logged-in person on to redirect_uri', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: true, id: 'u1', userType: 'SELLER', language: 'zh-CN' } });
    api.reply('GET /member/api/members/self', errorReply(404, 'E214009004'));
    api.reply('GET /member/api/siteTraders/self', errorReply(404, 'E214009005'));
    api.reply('GET /member/api/users/self', errorReply(404, 'E404_NOT_FOUND'));
    renderPortalAt(`/zh-CN/transition?redirect_uri=${back}`);
    await screen.findByText('正在为您跳转…');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/m/zh-CN/?tab=2'));
  });

  // Issue 24, finding 6: "/.//evil.example/phish" is a page of this site whose path normalises to "//evil…".
  it.each(['/.//evil.example/phish', '/%2F%2Fevil.example', '\\/evil.example', 'java\tscript:alert(1)'])(
    'goes home instead of to a redirect_uri that leads elsewhere, %j',
    async (redirectUri) => {
      api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: true, id: 'u1', userType: 'SELLER', language: 'zh-CN' } });
      api.reply('GET /member/api/members/self', errorReply(404, 'E214009004'));
      api.reply('GET /member/api/siteTraders/self', errorReply(404, 'E214009005'));
      api.reply('GET /member/api/users/self', errorReply(404, 'E404_NOT_FOUND'));
      renderPortalAt(`/zh-CN/transition?redirect_uri=${encodeURIComponent(redirectUri)}`);
      await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/m/zh-CN/'));
    },
  );

  it('sends a visitor to login, keeping redirect_uri and requirement', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt(`/en-US/transition?redirect_uri=${back}&requirement=im`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/en-US/login/mall/index?redirect_uri=${back}&requirement=im`));
    expect(replacePage).not.toHaveBeenCalled();
  });
});
