import { SelfPageLayout } from '../SelfPageLayout';
import { InstantMessagePage } from './InstantMessagePage';

/**
 * The IM page's path has no language segment (spec §2): it speaks the language of the login status, else the
 * language last chosen on the portal, else the fallback locale (SelfPageLayout).
 */
export function InstantMessageLayout() {
  return <SelfPageLayout>{(language) => <InstantMessagePage language={language} />}</SelfPageLayout>;
}
