import { FormattedMessage } from 'react-intl';
import type { AuthenticatedSession } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { CentreSection } from './CentreSection';
import { CompanyFacts } from './CompanyFacts';

/** The exhibitor's company (spec §3 site trader, GET /member/api/siteTraders/self, loaded with the session). */
export function SellerCompanyCard({ session }: { session: AuthenticatedSession }) {
  const company = session.siteTrader;
  return (
    <CentreSection title="user-centre.company">
      {session.accountPending ? (
        <ListLoading />
      ) : (
        <CompanyFacts
          facts={[
            ['user-centre.company.name', company ? company.name : <FormattedMessage key="none" id="user-centre.company.none" />],
            ['user-centre.company.role', <FormattedMessage key="role" id="account.role.SELLER" />],
          ]}
        />
      )}
    </CentreSection>
  );
}
