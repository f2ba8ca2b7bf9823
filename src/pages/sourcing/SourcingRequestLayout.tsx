import { SelfPageLayout } from '../SelfPageLayout';
import { SourcingRequestPage } from './SourcingRequestPage';

/** /member/rfq/index has no language segment (spec §2): SelfPageLayout takes ?lang=, as the buyer entry opens it. */
export function SourcingRequestLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <SourcingRequestPage language={language} />}</SelfPageLayout>;
}
