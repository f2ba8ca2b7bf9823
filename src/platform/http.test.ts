import { AxiosError } from 'axios';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../../common/constants';
import { http, request, RequestFailure } from './http';
import { FALLBACK_LANGUAGE, setCurrentLanguage } from '../../common/language';
import { parseQuery } from '../../common/query-string';
import { startLocalApiServer, sendJson, type LocalApiServer } from './testing/local-api-server';
import { errorReply, startAuthApi, type AuthApi } from './session/testing/auth-api';
import { forgetXsrfCookie, hasSessionCookie } from './session/xsrf-cookie';
import { dismissToast, getToasts } from './toast';

const errorBody = (errorCode: string, errorMessage: string) => ({ errorList: [{ errorCode, errorMessage }] });

let server: LocalApiServer;

beforeAll(async () => {
  server = await startLocalApiServer((incoming, response) => {
    const path = new URL(incoming.url ?? '/', 'http://local').pathname;
    switch (path) {
      case '/login':
        response.setHeader('set-cookie', 'session=abc123; Path=/');
        return sendJson(response, 200, { ok: true });
      case '/echo':
        return sendJson(response, 200, { greeting: 'hello', list: [1, 2] });
      case '/rejected':
        return sendJson(response, 400, {
          errorList: [
            { errorCode: 'E1001', errorMessage: 'Keyword too long' },
            { errorCode: 'E1002', errorMessage: 'Second problem' },
          ],
        });
      case '/silent-code':
        return sendJson(response, 400, errorBody('E2140010010', 'Not for the user'));
      case '/bare-failure':
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html>Bad gateway</html>');
      case '/hang':
        return; // never answers
      default:
        return sendJson(response, 404, errorBody('E404', 'Not found'));
    }
  });
});

afterAll(() => server.close());

afterEach(() => {
  setCurrentLanguage(FALLBACK_LANGUAGE);
  for (const toast of getToasts()) dismissToast(toast.id);
  server.requests.length = 0;
});

const at = (path: string) => `${server.origin}${path}`;
const lastRequest = () => server.requests.at(-1)!;
const toastTexts = () => getToasts().map((toast) => toast.text);

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('the one HTTP client', () => {
  it('uses the reply body directly', async () => {
    await expect(request<{ greeting: string }>({ url: at('/echo') })).resolves.toEqual({ greeting: 'hello', list: [1, 2] });
  });

  it('times out after 30 s and sends credentials', () => {
    expect(http.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(HTTP_TIMEOUT_MS).toBe(30000);
    expect(http.defaults.withCredentials).toBe(true);
  });

  it('sends the cookies of the API origin with every call', async () => {
    await request({ url: at('/login') });
    await request({ url: at('/echo') });
    expect(lastRequest().headers.cookie).toBe('session=abc123');
    // The same call without credentials carries none, so the check above means something.
    await request({ url: at('/echo'), withCredentials: false });
    expect(lastRequest().headers.cookie).toBeUndefined();
  });

  it('sends x-requested-with and the current language as Accept-Language and X-USER-LAN', async () => {
    await request({ url: at('/echo') });
    expect(lastRequest().headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(lastRequest().headers['accept-language']).toBe('zh-CN');
    expect(lastRequest().headers['x-user-lan']).toBe('zh-CN');

    setCurrentLanguage('en-US');
    await request({ url: at('/echo') });
    expect(lastRequest().headers['accept-language']).toBe('en-US');
    expect(lastRequest().headers['x-user-lan']).toBe('en-US');
  });

  it('keeps language headers a call sets itself', async () => {
    setCurrentLanguage('en-US');
    await request({ url: at('/echo'), headers: { 'Accept-Language': 'zh-CN', 'X-USER-LAN': 'zh-CN' } });
    expect(lastRequest().headers['accept-language']).toBe('zh-CN');
    expect(lastRequest().headers['x-user-lan']).toBe('zh-CN');
  });

  it('serialises query parameters bracket-style so the server reads back the same filter', async () => {
    const params = {
      unbox: true,
      size: 20,
      filter: {
        join: 'and',
        items: [
          { field: 'status', op: 'eq', value: 'ACTIVE' },
          { field: 'place', op: 'in', value: ['MALL_PAGE'] },
        ],
      },
    };
    await request({ url: at('/echo'), params });
    const query = lastRequest().url.split('?')[1]!;
    expect(decodeURIComponent(query)).toBe(
      'unbox=true&size=20&filter[join]=and&filter[items][0][field]=status&filter[items][0][op]=eq&filter[items][0][value]=ACTIVE' +
        '&filter[items][1][field]=place&filter[items][1][op]=in&filter[items][1][value][0]=MALL_PAGE',
    );
    expect(parseQuery(query)).toEqual({
      unbox: 'true',
      size: '20',
      filter: {
        join: 'and',
        items: [
          { field: 'status', op: 'eq', value: 'ACTIVE' },
          { field: 'place', op: 'in', value: ['MALL_PAGE'] },
        ],
      },
    });
  });
});

describe('failed responses', () => {
  it('become a RequestFailure with status, body, error list, first code and first message', async () => {
    const failure = await failureOf(request({ url: at('/rejected') }));
    expect(failure).toBeInstanceOf(RequestFailure);
    const { status, body, errorList, errorCode, errorMessage } = failure as RequestFailure;
    expect(status).toBe(400);
    expect(body).toEqual({ errorList });
    expect(errorList).toHaveLength(2);
    expect(errorCode).toBe('E1001');
    expect(errorMessage).toBe('Keyword too long');
  });

  it('toast the first error message by default', async () => {
    await failureOf(request({ url: at('/rejected') }));
    expect(toastTexts()).toEqual(['Keyword too long']);
  });

  it('toast the generic Request Error text when the reply has no message, in the current language', async () => {
    setCurrentLanguage('en-US');
    const failure = await failureOf(request({ url: at('/bare-failure') }));
    expect((failure as RequestFailure).status).toBe(502);
    expect((failure as RequestFailure).body).toBe('<html>Bad gateway</html>');
    expect(toastTexts()).toEqual(['Request Error']);

    setCurrentLanguage('zh-CN');
    await failureOf(request({ url: at('/bare-failure') }));
    expect(toastTexts()).toEqual(['Request Error', '请求错误']);
  });

  it('show no toast when the call suppresses it, and still reject', async () => {
    const failure = await failureOf(request({ url: at('/rejected'), suppressErrorToast: true }));
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(toastTexts()).toEqual([]);
  });

  it('show no toast for error code E2140010010, and still reject', async () => {
    const failure = await failureOf(request({ url: at('/silent-code') }));
    expect((failure as RequestFailure).errorCode).toBe('E2140010010');
    expect(toastTexts()).toEqual([]);
  });

  it('go to the per-call handler first, which takes over by returning true', async () => {
    const onError = vi.fn(() => true);
    const failure = await failureOf(request({ url: at('/rejected'), onError }));
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(toastTexts()).toEqual([]);
  });

  it('still toast when the per-call handler does not take over', async () => {
    const onError = vi.fn(() => undefined);
    await failureOf(request({ url: at('/rejected'), onError }));
    expect(onError).toHaveBeenCalledOnce();
    expect(toastTexts()).toEqual(['Keyword too long']);
  });
});

describe('calls without any response', () => {
  it('rethrow a timeout as is, without a toast', async () => {
    const onError = vi.fn();
    const error = await failureOf(request({ url: at('/hang'), timeout: 50, onError }));
    expect(error).toBeInstanceOf(AxiosError);
    expect(error).not.toBeInstanceOf(RequestFailure);
    expect((error as AxiosError).code).toBe(AxiosError.ECONNABORTED);
    expect(onError).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });

  it('rethrow a network error as is, without a toast', async () => {
    const closed = await startLocalApiServer(() => undefined);
    await closed.close();
    const error = await failureOf(request({ url: `${closed.origin}/echo` }));
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response).toBeUndefined();
    expect(toastTexts()).toEqual([]);
  });
});

describe('a call whose access token has expired (issue-4 contract)', () => {
  const buyer = { isAuthenticated: true, id: 'u1', userType: 'BUYER', language: 'en-US' };
  let api: AuthApi;
  beforeAll(async () => {
    api = await startAuthApi();
    http.defaults.baseURL = api.origin;
  });
  afterAll(async () => {
    delete http.defaults.baseURL;
    await api.close();
  });
  afterEach(() => {
    api.reset();
    forgetXsrfCookie();
    vi.restoreAllMocks();
  });

  it('sends the session cookie back in the CSRF header the server checks', () => {
    expect(http.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(http.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('is sent again once after the session is refreshed, with no error shown', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    api.reply('GET /member/api/users/self', errorReply(401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first'), { status: 200, body: { id: 'u1' } });
    api.reply('POST /api/auth/token/refresh', { status: 200, body: buyer });
    await expect(request({ url: '/member/api/users/self' })).resolves.toEqual({ id: 'u1' });
    expect(api.sent.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'GET /member/api/users/self',
      'POST /api/auth/token/refresh',
      'GET /member/api/users/self',
    ]);
    expect(toastTexts()).toEqual([]);
  });

  it('waits with the other expired calls for one shared refresh', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    api.reply('GET /member/api/users/self', errorReply(401, 'E401_LOGIN_REQUIRED'), errorReply(401, 'E401_LOGIN_REQUIRED'), { status: 200, body: {} });
    api.reply('POST /api/auth/token/refresh', { status: 200, body: buyer });
    await Promise.all([request({ url: '/member/api/users/self' }), request({ url: '/member/api/users/self' })]);
    expect(api.sentTo('POST /api/auth/token/refresh')).toHaveLength(1);
  });

  it('fails as it first did when the session cannot be renewed, which forgets the session cookie', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    api.reply('GET /member/api/users/self', errorReply(401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first'));
    api.reply('POST /api/auth/token/refresh', errorReply(401, 'E401_SESSION_EXPIRED', 'Session expired'));
    const failure = await failureOf(request({ url: '/member/api/users/self' }));
    expect((failure as RequestFailure).errorCode).toBe('E401_LOGIN_REQUIRED');
    expect(toastTexts()).toEqual(['Sorry, please log in first']);
    expect(hasSessionCookie()).toBe(false);
    expect(api.sentTo('GET /member/api/users/self')).toHaveLength(1);
  });

  it('is not refreshed for a visitor, who holds no session cookie', async () => {
    api.reply('GET /member/api/users/self', errorReply(401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first'));
    await failureOf(request({ url: '/member/api/users/self' }));
    expect(api.sentTo('POST /api/auth/token/refresh')).toHaveLength(0);
  });
});
