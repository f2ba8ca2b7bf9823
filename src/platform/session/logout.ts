// Spec §4: logout calls the logout endpoint, removes the access and refresh tokens, stores a back-URL,
// clears the cached user, member and login-status data, logs out of the IM client and loads the logout frame.
import type { QueryClient } from '@tanstack/react-query';
import { requestLazily } from '../lazy-request';
import { storeBackUrl } from './back-url';
import { sessionKeys } from './keys';
import { VISITOR_STATUS } from './login-status';
import { loadLogoutFrame } from './logout-frame';
import { runLogoutHooks } from './logout-hooks';
import { SESSION_PATHS } from './paths';
import { forgetXsrfCookie } from './xsrf-cookie';

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

async function callLogout(): Promise<void> {
  try {
    // The X-XSRF-TOKEN header (the spec's token header) is added by the HTTP client from the cookie.
    await requestLazily<void>({ method: 'POST', url: SESSION_PATHS.logout, suppressErrorToast: true });
  } catch (error) {
    // A session the server already ended (revoked, expired) still has to end here.
    console.warn('[session] the logout call failed; logging out in this page anyway:', error instanceof Error ? error.message : error);
  }
}

/**
 * The cache forgets the user, member and site trader; the login status is overwritten with a visitor's —
 * what the ended session now is — rather than removed, so the page's observers of it see the change.
 */
async function clearSessionData(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: sessionKeys.all });
  client.removeQueries({ queryKey: sessionKeys.account() });
  client.setQueryData(sessionKeys.loginStatus(), VISITOR_STATUS);
}

let inFlight: Promise<void> | undefined;

/** Ends the session (a second call while one runs waits for it). `backUrl` defaults to the current page. */
export function logout(client: QueryClient, backUrl: string = currentPage()): Promise<void> {
  inFlight ??= (async () => {
    await callLogout();
    // The HttpOnly access and refresh cookies were expired by the server; the readable CSRF one goes here.
    forgetXsrfCookie();
    storeBackUrl(backUrl);
    await clearSessionData(client);
    await runLogoutHooks();
    loadLogoutFrame();
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
