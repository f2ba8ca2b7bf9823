import { SelfPageLayout } from '../SelfPageLayout';
import { SellerShopPage } from './SellerShopPage';

/** Issue 28: the exhibitor's shop has no language segment (SelfPageLayout: ?lang= first, then the login status's). */
export function SellerShopLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <SellerShopPage language={language} />}</SelfPageLayout>;
}
