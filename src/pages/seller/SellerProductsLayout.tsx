import { SelfPageLayout } from '../SelfPageLayout';
import { SellerProductsPage } from './SellerProductsPage';

/** Issue 28: the exhibitor's products have no language segment (SelfPageLayout: ?lang= first, then the login status's). */
export function SellerProductsLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <SellerProductsPage language={language} />}</SelfPageLayout>;
}
