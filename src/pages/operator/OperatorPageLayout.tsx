import { useEffect, useState } from 'react';
import type { Language } from '../../../common/language';
import { ListLoading } from '../../ui/ListStatus';
import { SelfPageLayout } from '../SelfPageLayout';
import { addOperatorMessages, operatorMessagesAdded } from './operator-messages';
import { OperatorPage } from './OperatorPage';
import type { OperatorTool } from './OperatorTools';

/** The operator page's path is the employees' back office (/work/…): it speaks the login status's language (SelfPageLayout). */
export function OperatorPageLayout({ tool = 'pageConfig' }: { tool?: OperatorTool }) {
  return <SelfPageLayout>{(language) => <WithOperatorMessages language={language} tool={tool} />}</SelfPageLayout>;
}

/** The page once its own messages are in the language's catalog. */
function WithOperatorMessages({ language, tool }: { language: Language; tool: OperatorTool }) {
  const [, setAddedFor] = useState<Language | undefined>();
  useEffect(() => {
    addOperatorMessages(language).then(
      () => setAddedFor(language),
      (error: unknown) => console.error('[operator] the page messages did not load:', error),
    );
  }, [language]);
  return operatorMessagesAdded(language) ? <OperatorPage language={language} tool={tool} /> : <ListLoading />;
}
