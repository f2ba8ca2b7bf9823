// The session of the running app (spec §4): the login status, then — once someone is logged in — their
// member, site trader and user (AccountQueries, loaded only then); automatic logout on E201033009.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { ERROR_CODE_FORCED_LOGOUT } from '../../../common/constants';
import { RequestFailure } from '../request-failure';
import { SessionProvider } from '../session';
import { useCachedAccount } from './cached-account';
import { useLoginStatus } from './login-status';
import { sessionOf } from './session-of';

const AccountQueries = lazy(() => import('./AccountQueries').then((module) => ({ default: module.AccountQueries })));

function isForcedLogout(error: unknown): boolean {
  return error instanceof RequestFailure && error.errorCode === ERROR_CODE_FORCED_LOGOUT;
}

export function LiveSessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const loginStatus = useLoginStatus();
  const status = loginStatus.data;
  const userId = status?.isAuthenticated ? status.id : undefined;
  const { member, siteTrader, user, pending, memberError } = useCachedAccount(userId);

  const endSession = useCallback(async () => {
    const { logout } = await import('./logout');
    await logout(client);
  }, [client]);
  // Spec §4, §8: a member load failing with E201033009 (account disabled, session revoked) logs out.
  const forced = isForcedLogout(memberError);
  useEffect(() => {
    if (forced) void endSession();
  }, [forced, endSession]);

  const statusError = loginStatus.error;
  useEffect(() => {
    if (statusError) console.warn('[session] the login status could not be loaded; browsing as a visitor:', statusError.message);
  }, [statusError]);

  const session = useMemo(() => sessionOf(status, { member, siteTrader, user, pending }), [status, member, siteTrader, user, pending]);
  return (
    <SessionProvider session={session} pending={loginStatus.isPending} logout={endSession}>
      {userId !== undefined && (
        <Suspense fallback={null}>
          <AccountQueries userId={userId} />
        </Suspense>
      )}
      {children}
    </SessionProvider>
  );
}
