// Spec §7–8: the one HTTP client. Credentials sent, 30 s timeout, bracket-style query, language headers
// on every request, the reply body used directly, failures normalised and toasted by default.
import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ERROR_CODE_WITHOUT_TOAST, HTTP_TIMEOUT_MS } from './constants';
import { translate } from './i18n/messages';
import { getCurrentLanguage } from './language';
import { serializeQuery } from './query-string';
import { RequestFailure } from './request-failure';
import { showToast } from './toast';

export { RequestFailure };

export interface RequestConfig<D = unknown> extends AxiosRequestConfig<D> {
  /** No default toast for this call's failures. */
  suppressErrorToast?: boolean;
  /** Sees a failure first; returning true means handled, so no default toast. The failure is still rejected. */
  onError?: (failure: RequestFailure) => boolean | void;
}

export const http = axios.create({
  withCredentials: true,
  timeout: HTTP_TIMEOUT_MS,
  paramsSerializer: { serialize: serializeQuery },
  headers: { 'x-requested-with': 'XMLHttpRequest' },
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

function rejectAsFailure(error: unknown): Promise<never> {
  // Spec §8: no response at all (network error, timeout, cancel) is rethrown as is, without a toast.
  if (!axios.isAxiosError(error) || !error.response) return Promise.reject(error);
  const config: RequestConfig = error.config ?? {};
  const failure = new RequestFailure(error.response.status, error.response.data, { cause: error });
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
