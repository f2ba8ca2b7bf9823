import type { EmbedMode } from './embed';
import { SelfPageLayout } from '../SelfPageLayout';
import { EmbeddedPage } from './EmbeddedPage';

/** The embedded pages' paths have no language segment: like the IM page, they speak the visitor's language. */
export function EmbeddedPageLayout({ mode }: { mode?: EmbedMode }) {
  return <SelfPageLayout>{(language) => <EmbeddedPage language={language} {...(mode ? { mode } : {})} />}</SelfPageLayout>;
}
