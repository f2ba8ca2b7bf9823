import { SelfPageLayout } from '../SelfPageLayout';
import { UserCentrePage } from './UserCentrePage';

/** The personal centre's path has a subsite, not a language (spec §2): SelfPageLayout chooses the language (?lang= first). */
export function UserCentreLayout() {
  return <SelfPageLayout languageFromQuery>{(language) => <UserCentrePage language={language} />}</SelfPageLayout>;
}
