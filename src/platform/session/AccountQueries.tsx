// Spec §4: once someone is logged in, their member, site trader and user load, and the terms agreement is
// posted when it is missing. Loaded only for a logged-in user (LiveSessionProvider reads the results from
// the cache), so a visitor's first load carries none of it.
import { useMember } from './member';
import { usePortalUser } from './portal-user';
import { useSiteTrader } from './site-trader';
import { useTermsAgreement } from './terms-agreement';

export function AccountQueries({ userId }: { userId: string }) {
  const member = useMember(userId);
  useSiteTrader(userId);
  const user = usePortalUser(userId);
  useTermsAgreement(userId, member, user);
  return null;
}
