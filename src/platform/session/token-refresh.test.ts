import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExpiredAccess, refreshTokensOnce } from './token-refresh';
import { forgetXsrfCookie, hasSessionCookie } from './xsrf-cookie';
import { requestFailureOf } from '../request-failure-of';

const failure = (status: number, errorCode: string) => requestFailureOf(status, { errorList: [{ errorCode, errorMessage: 'x' }] });
const buyer = { isAuthenticated: true, id: 'u1', userType: 'BUYER', language: 'en-US' } as const;

afterEach(() => forgetXsrfCookie());

describe('isExpiredAccess', () => {
  it('refreshes a 401 of an expired access token when the browser holds a session cookie', () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    expect(isExpiredAccess(failure(401, 'E401_LOGIN_REQUIRED'), '/member/api/members/self?_t=1')).toBe(true);
    expect(isExpiredAccess(failure(401, 'E401_SESSION_EXPIRED'), 'http://127.0.0.1:9/member/api/users/self')).toBe(true);
  });

  it('does not refresh for a visitor, a revoked session, other failures or the session calls themselves', () => {
    expect(isExpiredAccess(failure(401, 'E401_LOGIN_REQUIRED'), '/member/api/members/self')).toBe(false);
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    expect(isExpiredAccess(failure(401, 'E201033009'), '/member/api/members/self')).toBe(false);
    expect(isExpiredAccess(failure(403, 'E403_NOT_BUYER'), '/member/api/follows')).toBe(false);
    expect(isExpiredAccess(failure(401, 'E401_SESSION_EXPIRED'), '/api/auth/token/refresh')).toBe(false);
    expect(isExpiredAccess(failure(401, 'E401_LOGIN_REQUIRED'), '/public/api/o2oOverseaBuyer/logout')).toBe(false);
  });
});

describe('refreshTokensOnce', () => {
  it('sends one refresh for every caller waiting at the same time', async () => {
    let answer!: (reply: unknown) => void;
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const first = refreshTokensOnce(send);
    const second = refreshTokensOnce(send);
    answer(buyer);
    await expect(first).resolves.toEqual(buyer);
    await expect(second).resolves.toEqual(buyer);
    expect(send).toHaveBeenCalledTimes(1);
    await refreshTokensOnce(async () => buyer);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('forgets the session cookie when the session cannot be renewed', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    await expect(refreshTokensOnce(() => Promise.reject(failure(401, 'E401_SESSION_EXPIRED')))).resolves.toBeUndefined();
    expect(hasSessionCookie()).toBe(false);
    expect(info).toHaveBeenCalledOnce();
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    await expect(refreshTokensOnce(async () => ({ isAuthenticated: false }))).resolves.toBeUndefined();
    expect(hasSessionCookie()).toBe(false);
  });
});
