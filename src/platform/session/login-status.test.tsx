import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidReplyError } from '../invalid-reply';
import { createPortalQueryClient } from '../query-client';
import { inlineData, removeInlinedData } from '../testing/inlined-data';
import { fetchLoginStatus, takeInlinedLoginStatus, useLoginStatus } from './login-status';
import { errorReply, setUpAuthApi } from './testing/auth-api';
import { forgetXsrfCookie } from './xsrf-cookie';

const buyer = { isAuthenticated: true, id: 'u1', userType: 'BUYER', language: 'en-US' } as const;
const api = setUpAuthApi();

afterEach(() => {
  forgetXsrfCookie();
  removeInlinedData('loginStatus');
  vi.restoreAllMocks();
});

const inlineLoginStatus = (value: unknown) => inlineData('loginStatus', JSON.stringify(value));

describe('fetchLoginStatus', () => {
  it('asks the server who is logged in', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: buyer });
    await expect(fetchLoginStatus()).resolves.toEqual(buyer);
  });

  it('refreshes an expired access token when the browser still holds the session cookie', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply('POST /api/auth/token/refresh', { status: 200, body: buyer });
    await expect(fetchLoginStatus()).resolves.toEqual(buyer);
    expect(api.sentTo('POST /api/auth/token/refresh')).toHaveLength(1);
  });

  it('is a visitor without a session cookie, with no refresh tried', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    await expect(fetchLoginStatus()).resolves.toEqual({ isAuthenticated: false });
    expect(api.sentTo('POST /api/auth/token/refresh')).toHaveLength(0);
  });

  it('is a visitor when the refresh is refused', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply('POST /api/auth/token/refresh', errorReply(401, 'E401_SESSION_EXPIRED'));
    await expect(fetchLoginStatus()).resolves.toEqual({ isAuthenticated: false });
  });

  it('rejects a reply of another shape', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: true } });
    await expect(fetchLoginStatus()).rejects.toBeInstanceOf(InvalidReplyError);
  });
});

describe('takeInlinedLoginStatus', () => {
  it('gives the status the server inlined, once', () => {
    inlineLoginStatus(buyer);
    expect(takeInlinedLoginStatus()).toEqual(buyer);
    expect(takeInlinedLoginStatus()).toBeUndefined();
  });

  it('ignores an inlined value that is not a login status, saying so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const broken of [{ isAuthenticated: 'yes' }, { isAuthenticated: true }, null, 'visitor']) {
      inlineLoginStatus(broken);
      expect(takeInlinedLoginStatus()).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('does not use an inlined visitor status while a session cookie may be refreshed', () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    inlineLoginStatus({ isAuthenticated: false });
    expect(takeInlinedLoginStatus()).toBeUndefined();
  });
});

describe('useLoginStatus', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createPortalQueryClient()}>{children}</QueryClientProvider>;

  it('starts from the inlined status without a request', async () => {
    inlineLoginStatus({ isAuthenticated: false });
    const { result } = renderHook(() => useLoginStatus(), { wrapper });
    expect(result.current.data).toEqual({ isAuthenticated: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent).toHaveLength(0);
  });

  it('asks the server on a page without an inlined status', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: buyer });
    const { result } = renderHook(() => useLoginStatus(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(buyer));
  });
});
