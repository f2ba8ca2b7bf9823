import type { RequestConfig } from './http';

/**
 * http.ts's `request`, with axios and qs loaded at the first call rather than with the page: the first
 * screen's data comes inlined in the HTML, so the home page's first load needs no HTTP client.
 */
export async function requestLazily<T>(config: RequestConfig): Promise<T> {
  const { request } = await import('./http');
  return request<T>(config);
}
