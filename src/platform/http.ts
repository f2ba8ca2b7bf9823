// Spec §7–8: the one HTTP client. Credentials sent, 30 s timeout, bracket-style query, language headers
// on every request, the reply body used directly, failures normalised and toasted by default. A call whose
// access token has expired is sent again once after the session is refreshed (issue-4 contract).
import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { LoginStatus } from '../../common/generated/types';
import { ERROR_CODE_WITHOUT_TOAST, HTTP_TIMEOUT_MS } from '../../common/constants';
import { translate } from '../../common/i18n/messages';
import { getCurrentLanguage } from '../../common/language';
import { serializeQuery } from '../../common/query-string';
import { RequestFailure } from './request-failure';
import { requestFailureOf } from './request-failure-of';
import { SESSION_PATHS } from './session/paths';
import { isExpiredAccess, refreshTokensOnce } from './session/token-refresh';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './session/xsrf-cookie';
import { showToast } from './toast';

export { RequestFailure };

export interface RequestConfig<D = unknown> extends AxiosRequestConfig<D> {
  /** No default toast for this call's failures. */
  suppressErrorToast?: boolean;
  /** Sees a failure first; returning true means handled, so no default toast. The failure is still rejected. */
  onError?: (failure: RequestFailure) => boolean | void;
  /** Set on the one repeat of a call after a token refresh, so it is not repeated again. */
  sentAfterRefresh?: boolean;
}

export const http = axios.create({
  withCredentials: true,
  timeout: HTTP_TIMEOUT_MS,
  paramsSerializer: { serialize: serializeQuery },
  headers: { 'x-requested-with': 'XMLHttpRequest' },
  // The session's CSRF defence: axios sends the cookie's value back in this header on same-origin calls.
  xsrfCookieName: XSRF_COOKIE_NAME,
  xsrfHeaderName: XSRF_HEADER_NAME,
});

/** Read per request, so a language change applies to the next call; a caller's own header wins (§7 members/self). */
function withLanguageHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const language = getCurrentLanguage();
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', language);
  if (!config.headers.has('X-USER-LAN')) config.headers.set('X-USER-LAN', language);
  return config;
}

function showDefaultErrorToast(failure: RequestFailure): void {
  showToast(failure.errorMessage || translate(getCurrentLanguage(), 'request.error'));
}

/** Renews the session's tokens (one refresh shared by every waiting call); the renewed status, or undefined. */
export function refreshSession(): Promise<LoginStatus | undefined> {
  return refreshTokensOnce(() => http.post(SESSION_PATHS.tokenRefresh, undefined, { suppressErrorToast: true } as RequestConfig));
}

async function rejectAsFailure(error: unknown): Promise<unknown> {
  // Spec §8: no response at all (network error, timeout, cancel) is rethrown as is, without a toast.
  if (!axios.isAxiosError(error) || !error.response) return Promise.reject(error);
  const config: RequestConfig = error.config ?? {};
  const failure = requestFailureOf(error.response.status, error.response.data, { cause: error });
  if (!config.sentAfterRefresh && isExpiredAccess(failure, config.url) && (await refreshSession())) {
    return http.request({ ...config, sentAfterRefresh: true } as RequestConfig);
  }
  const handled = config.onError?.(failure) === true;
  if (!handled && !config.suppressErrorToast && failure.errorCode !== ERROR_CODE_WITHOUT_TOAST) {
    showDefaultErrorToast(failure);
  }
  return Promise.reject(failure);
}

http.interceptors.request.use(withLanguageHeaders);
http.interceptors.response.use((response) => response.data, rejectAsFailure);

/** Resolves to the reply body; rejects with a RequestFailure, or the original error when there was no response. */
export function request<T>(config: RequestConfig): Promise<T> {
  // The response interceptor above resolves to the body, which axios's types cannot know.
  return http.request(config) as Promise<unknown> as Promise<T>;
}
