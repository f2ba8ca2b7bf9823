import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { setActingCompany, storedActingCompany, useSellerCompanies } from '../../platform/seller/acting-company';
import styles from './SellerInquiriesPage.module.css';

/**
 * The company the account acts for, from this tab's choice (a group's; a seller always acts for its own), set for
 * the seller calls before the page below asks anything; and the way to choose another.
 */
export function useActingCompany(accountId: string, isGroup: boolean): [string | undefined, (company: string | undefined) => void] {
  const [company, setCompany] = useState(() => (isGroup ? storedActingCompany(accountId) : undefined));
  setActingCompany(company);
  const choose = useCallback(
    (next: string | undefined) => {
      setActingCompany(next, accountId);
      setCompany(next);
    },
    [accountId],
  );
  return [company, choose];
}

/** Issue 28: a group's choice among its own company and its group's, each with its shop's name where it has one. */
export function CompanySwitch({ company, onChoose }: { company: string | undefined; onChoose(company: string | undefined): void }) {
  const intl = useIntl();
  const companies = useSellerCompanies(true);
  const list = companies.data?.companies ?? [];
  // A company chosen earlier that is no longer the group's (the server would answer 404 for it): back to its own.
  const gone = companies.data !== undefined && company !== undefined && !list.some((item) => item.id === company);
  useEffect(() => {
    if (gone) onChoose(undefined);
  }, [gone, onChoose]);
  if (list.length < 2) return null;
  const [own] = list;
  return (
    <label className={styles.companySwitch}>
      {intl.formatMessage({ id: 'seller.company.switch' })}
      <select value={company ?? own?.id} onChange={(event) => onChoose(event.target.value === own?.id ? undefined : event.target.value)}>
        {list.map((item, index) => (
          <option key={item.id} value={item.id}>
            {index === 0 ? intl.formatMessage({ id: 'seller.company.own' }, { name: item.name }) : item.name}
          </option>
        ))}
      </select>
    </label>
  );
}
