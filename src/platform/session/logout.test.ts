import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../toast';
import { readBackUrl } from './back-url';
import { sessionKeys } from './keys';
import { logout } from './logout';
import { onLogout } from './logout-hooks';
import { errorReply, setUpAuthApi } from './testing/auth-api';
import { hasSessionCookie } from './xsrf-cookie';

const api = setUpAuthApi();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

function loggedInCache(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.loginStatus(), { isAuthenticated: true, id: 'u1', userType: 'BUYER', language: 'en-US' });
  client.setQueryData(sessionKeys.member('u1'), { id: 'm1', name: 'Alex Buyer', udfs: { buyerType: 'x', whetherToViewAllExhibits: 'N' } });
  client.setQueryData(sessionKeys.user('u1'), { id: 'u1' });
  client.setQueryData(sessionKeys.siteTrader('u1'), null);
  client.setQueryData(['announcements'], ['kept']);
  return client;
}

describe('logout (spec §4)', () => {
  it('calls the logout endpoint, forgets the tokens and cached account, stores the back-URL, logs out of IM and loads the frame', async () => {
    api.reply('POST /public/api/o2oOverseaBuyer/logout', { status: 204 });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const imLogout = vi.fn();
    const off = onLogout(imLogout);
    const client = loggedInCache();

    await logout(client, '/m/en-US/?from=banner');
    off();

    expect(api.sentTo('POST /public/api/o2oOverseaBuyer/logout')).toHaveLength(1);
    expect(hasSessionCookie()).toBe(false);
    expect(readBackUrl()).toBe('/m/en-US/?from=banner');
    expect(client.getQueryData(sessionKeys.loginStatus())).toEqual({ isAuthenticated: false });
    expect(client.getQueryCache().findAll({ queryKey: sessionKeys.account() })).toEqual([]);
    expect(client.getQueryData(['announcements'])).toEqual(['kept']);
    expect(imLogout).toHaveBeenCalledOnce();
    expect(document.querySelector<HTMLIFrameElement>('iframe[data-logout-frame]')?.src).toMatch(/\/logout\/index$/);
  });

  it('stores the current page as back-URL by default', async () => {
    api.reply('POST /public/api/o2oOverseaBuyer/logout', { status: 204 });
    window.history.replaceState(null, '', '/m/zh-CN/search?type=1#list');
    await logout(loggedInCache());
    expect(readBackUrl()).toBe('/m/zh-CN/search?type=1#list');
  });

  it('logs out in the page even when the server has already ended the session, without an error toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.reply('POST /public/api/o2oOverseaBuyer/logout', errorReply(401, 'E201033009', 'Session revoked'));
    const client = loggedInCache();
    await logout(client);
    expect(client.getQueryData(sessionKeys.loginStatus())).toEqual({ isAuthenticated: false });
    expect(document.querySelector('iframe[data-logout-frame]')).not.toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('runs once when asked twice at the same time', async () => {
    api.reply('POST /public/api/o2oOverseaBuyer/logout', { status: 204 });
    const client = loggedInCache();
    await Promise.all([logout(client), logout(client)]);
    expect(api.sentTo('POST /public/api/o2oOverseaBuyer/logout')).toHaveLength(1);
    expect(document.querySelectorAll('iframe[data-logout-frame]')).toHaveLength(1);
  });
});
