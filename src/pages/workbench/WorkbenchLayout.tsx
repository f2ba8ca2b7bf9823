import { SelfPageLayout } from '../SelfPageLayout';
import { WorkbenchPage } from './WorkbenchPage';

/** A back office's path has no language segment (spec §2, §6): ?lang= keeps the language of the page the button was on. */
export function WorkbenchLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <WorkbenchPage language={language} />}</SelfPageLayout>;
}
