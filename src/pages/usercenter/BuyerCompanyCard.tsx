import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { CompanyInfo } from '../../../common/generated/types';
import { companyCompletionUrl } from '../../platform/account-links';
import { useCompanyInfo } from '../../platform/company-info/company-info-queries';
import type { Language } from '../../../common/language';
import type { AuthenticatedSession } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { CentreSection } from './CentreSection';
import { businessTypeMessage, countryName } from './company-labels';
import { CompanyFacts } from './CompanyFacts';
import styles from './CompanyCard.module.css';

/**
 * My company (issue 25): the company information the buyer stored (GET /member/api/companyInfo/self), with a
 * way to change it. Without it, spec §8's notice and 'Complete now' to the company form, which returns here.
 */
export function BuyerCompanyCard({ session, language }: { session: AuthenticatedSession; language: Language }) {
  const location = useLocation();
  const completion = companyCompletionUrl(language, `${location.pathname}${location.search}`);
  const loaded = !session.accountPending;
  // Asked only once the site trader says there is a company: a buyer without one has nothing to read (404).
  const info = useCompanyInfo(loaded && session.companyInfoCompleted ? session.id : undefined);
  const edit = (
    <Link className={styles.edit} to={completion}>
      <FormattedMessage id="user-centre.company.edit" />
    </Link>
  );
  if (!loaded) {
    return (
      <CentreSection title="user-centre.company">
        <ListLoading />
      </CentreSection>
    );
  }
  if (!session.companyInfoCompleted || info.data === null) {
    return (
      <CentreSection title="user-centre.company">
        <div className={styles.incomplete} role="status">
          {session.siteTrader && <p className={styles.name}>{session.siteTrader.name}</p>}
          <p className={styles.notice}>
            <FormattedMessage id="company.incompleteNotice" />
          </p>
          <Link className={styles.complete} to={completion}>
            <FormattedMessage id="company.completeNow" />
          </Link>
        </div>
      </CentreSection>
    );
  }
  return (
    <CentreSection title="user-centre.company" action={info.data ? edit : undefined}>
      {info.isError ? (
        <LoadFailed onReload={() => void info.refetch()} />
      ) : info.data ? (
        <CompanyDetails info={info.data} language={language} />
      ) : (
        <ListLoading />
      )}
    </CentreSection>
  );
}

function CompanyDetails({ info, language }: { info: CompanyInfo; language: Language }) {
  return (
    <CompanyFacts
      facts={[
        ['user-centre.company.name', info.companyName],
        ['user-centre.company.country', countryName(info.countryOrRegion, language)],
        ['user-centre.company.businessType', <FormattedMessage key="type" id={businessTypeMessage(info.businessType)} />],
        ['user-centre.company.contact', info.contactName],
        ['user-centre.company.contactPhone', info.contactPhone],
      ]}
    />
  );
}
