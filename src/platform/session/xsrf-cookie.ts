// The readable half of the session's cookies (issue-4 contract): XSRF-TOKEN is set at login, sent back by
// the HTTP client as X-XSRF-TOKEN, and is the only sign of a session script can see — the access and
// refresh tokens are HttpOnly.
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Whether this browser holds a session's CSRF cookie, so an expired access token may be refreshed. */
export function hasSessionCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return name === XSRF_COOKIE_NAME && Boolean(value);
  });
}

/** Removes the CSRF cookie after logout or a failed refresh; the server expires the HttpOnly ones itself. */
export function forgetXsrfCookie(): void {
  document.cookie = `${XSRF_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Strict`;
}
