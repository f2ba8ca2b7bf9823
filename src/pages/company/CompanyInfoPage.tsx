import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { BuyerType } from '../../../common/generated/types';
import { personalCentreUrl } from '../../platform/account-links';
import { customPageConfigName, type CustomPageName } from '../../../common/content-pages';
import { redirectTargetOf } from '../../../common/redirect-target';
import { ContentPage } from '../content/ContentPage';
import { useLanguage } from '../use-language';
import { CompanyInfoSection } from './CompanyInfoSection';

interface Props {
  page: Extract<CustomPageName, 'foreignCreateEnterprise' | 'citizenCreateEnterprise'>;
  defaultBuyerType: BuyerType;
}

/**
 * Spec §8's company completion route (issue 25): the stored content page (operators edit what it says), then the
 * form. Once saved it goes on to ?redirect= when that is a page of the portal, else to the personal centre.
 */
function CompanyInfoPage({ page, defaultBuyerType }: Props) {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const goOn = () => {
    const target = redirectTargetOf(query.get('redirect'), window.location.origin);
    navigate(target.kind === 'internal' ? target.path : personalCentreUrl('member', language));
  };
  return (
    <ContentPage configName={customPageConfigName(page) ?? ''}>
      <CompanyInfoSection language={language} defaultBuyerType={defaultBuyerType} returnTo={`${location.pathname}${location.search}`} onSaved={goOn} />
    </ContentPage>
  );
}

/** /customPages/foreignCreateEnterprise: where 'Complete now' leads an en-US page; an overseas purchaser by default. */
export function ForeignCompanyInfoPage() {
  return <CompanyInfoPage page="foreignCreateEnterprise" defaultBuyerType="Overseas purchaser" />;
}

/** /customPages/citizenCreateEnterprise: where 'Complete now' leads a zh-CN page; a domestic purchaser by default. */
export function CitizenCompanyInfoPage() {
  return <CompanyInfoPage page="citizenCreateEnterprise" defaultBuyerType="Domestic purchaser" />;
}
