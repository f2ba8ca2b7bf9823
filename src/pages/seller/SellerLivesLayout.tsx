import { SelfPageLayout } from '../SelfPageLayout';
import { SellerLivesPage } from './SellerLivesPage';

/** Issue 28: the exhibitor's live sessions have no language segment (SelfPageLayout: ?lang= first, then the login status's). */
export function SellerLivesLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <SellerLivesPage language={language} />}</SelfPageLayout>;
}
