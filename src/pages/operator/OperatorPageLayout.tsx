import { SelfPageLayout } from '../SelfPageLayout';
import { OperatorPage } from './OperatorPage';

/** The operator page's path is the employees' back office (/work/…): it speaks the login status's language (SelfPageLayout). */
export function OperatorPageLayout() {
  return <SelfPageLayout>{(language) => <OperatorPage language={language} />}</SelfPageLayout>;
}
