import type { ValidateFunction } from 'ajv';
import type { RequestConfig } from './http';
import { checkReply } from './invalid-reply';

/**
 * http.ts's `request`, with axios and qs loaded at the first call rather than with the page: the first
 * screen's data comes inlined in the HTML, so the home page's first load needs no HTTP client.
 */
export async function requestLazily<T>(config: RequestConfig): Promise<T> {
  const { request } = await import('./http');
  return request<T>(config);
}

/** requestLazily, its reply checked by a validator that loads beside the call rather than with the page. */
export async function requestCheckedLazily<T>(config: RequestConfig, loadValidator: () => Promise<ValidateFunction<T>>, what: string): Promise<T> {
  const [reply, validate] = await Promise.all([requestLazily<unknown>(config), loadValidator()]);
  return checkReply(validate, reply, what);
}
