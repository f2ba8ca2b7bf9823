import { SelfPageLayout } from '../SelfPageLayout';
import { SellerInquiriesPage } from './SellerInquiriesPage';

/** Issue 28: the exhibitor's inquiries have no language segment (SelfPageLayout: ?lang= first, then the login status's). */
export function SellerInquiriesLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <SellerInquiriesPage language={language} />}</SelfPageLayout>;
}
