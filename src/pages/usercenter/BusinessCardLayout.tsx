import { useLocation } from 'react-router-dom';
import { SelfPageLayout } from '../SelfPageLayout';
import { BusinessCardPage } from './BusinessCardPage';

/**
 * Spec §2: the business-card management of the user links has no language segment (SelfPageLayout chooses it,
 * ?lang= first); its subsite says whose page it is — member for buyers, seller for sellers.
 */
export function BusinessCardLayout() {
  const { pathname } = useLocation();
  const pageRole = pathname.startsWith('/m/seller/') ? 'SELLER' : 'BUYER';
  return <SelfPageLayout languageFromQuery>{(language) => <BusinessCardPage pageRole={pageRole} language={language} />}</SelfPageLayout>;
}
