import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginPageUrl } from '../../platform/account-links';
import { useSession, useSessionPending } from '../../platform/session';
import { replacePage } from '../../platform/session/replace-page';
import { AccountPageLayout } from '../login/AccountPageLayout';
import { PendingCard } from '../login/PendingCard';
import { useAccountPage } from '../login/use-account-page';

/**
 * Spec §2: /{lang}/transition — the step between login and the page the person came from. Once the session
 * is known it goes on to redirect_uri (a page of this site only), or to login when nobody is logged in.
 */
export function TransitionPage() {
  const { language, returnTo, requirement } = useAccountPage();
  const session = useSession();
  const pending = useSessionPending();
  const navigate = useNavigate();
  const authenticated = session.status === 'authenticated';

  useEffect(() => {
    if (pending) return;
    if (authenticated) replacePage(returnTo);
    else navigate(loginPageUrl(language, returnTo, requirement), { replace: true });
  }, [pending, authenticated, returnTo, language, requirement, navigate]);

  return (
    <AccountPageLayout language={language} title="account.login.title" backTo={returnTo}>
      <PendingCard message="account.transition.redirecting" />
    </AccountPageLayout>
  );
}
