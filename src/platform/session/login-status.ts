// Spec §3, §7: the login status. On the home page the server puts the request's status in the HTML, so
// a visitor's first load needs no call and no HTTP client; other pages ask the server.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LoginStatus } from '../../../common/generated/types';
import { inlinedDataIn, type InlinedDataSource } from '../inlined-data';
import { useInlinedData } from '../inlined-data-context';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { sessionKeys } from './keys';
import { SESSION_PATHS } from './paths';
import { hasSessionCookie } from './xsrf-cookie';

export const VISITOR_STATUS: LoginStatus = { isAuthenticated: false };

/**
 * Asks the server who is logged in. A visitor answer while the browser still holds a session cookie means
 * the access token expired: the session is refreshed once and its renewed status used.
 */
export async function fetchLoginStatus(signal?: AbortSignal): Promise<LoginStatus> {
  const [reply, { validateLoginStatus }] = await Promise.all([
    requestLazily<unknown>({ url: SESSION_PATHS.loginStatus, signal, suppressErrorToast: true }),
    // With the call, not with the page: the status the server inlines is not checked again here.
    import('./login-status-validator'),
  ]);
  const status = checkReply(validateLoginStatus, reply, 'login status');
  if (status.isAuthenticated || !hasSessionCookie()) return status;
  const { refreshSession } = await import('../http');
  return (await refreshSession()) ?? status;
}

/** Whether an inlined value reads as a login status; the server built it as one, so its schema is not checked again. */
function hasLoginStatusShape(value: unknown): value is LoginStatus {
  if (typeof value !== 'object' || value === null) return false;
  const status = value as Record<string, unknown>;
  return status.isAuthenticated === false || (status.isAuthenticated === true && typeof status.id === 'string' && typeof status.userType === 'string');
}

/**
 * The status the server inlined in this page's HTML, taken out of it: it is read once, because after a
 * logout or a login the cache holds newer knowledge than the HTML. A visitor status inlined while a session
 * cookie is held is not used either, so the expired session gets its refresh.
 */
export function takeInlinedLoginStatus(source: InlinedDataSource = inlinedDataIn(document)): LoginStatus | undefined {
  const inlined = source.take('loginStatus');
  if (inlined === undefined) return undefined;
  if (!hasLoginStatusShape(inlined)) {
    console.warn('[session] the inlined login status is not a login status and is not used');
    return undefined;
  }
  return inlined.isAuthenticated || !hasSessionCookie() ? inlined : undefined;
}

export function useLoginStatus(): UseQueryResult<LoginStatus> {
  const inlined = useInlinedData();
  return useQuery({
    queryKey: sessionKeys.loginStatus(),
    queryFn: ({ signal }) => fetchLoginStatus(signal),
    initialData: () => takeInlinedLoginStatus(inlined),
    retry: false,
  });
}
