import { SelfPageLayout } from '../SelfPageLayout';
import { MessageCentrePage } from './MessageCentrePage';

/** The message centre's path has a subsite, not a language (spec §2): SelfPageLayout chooses the language. */
export function MessageCentreLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <MessageCentrePage language={language} />}</SelfPageLayout>;
}
