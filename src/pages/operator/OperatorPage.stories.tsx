import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { Language } from '../../../common/language';
import { PreviewFrameSource } from './MobilePreview';
import { OperatorPage } from './OperatorPage';
import { operatorKeys } from './operator-queries';
import { statsRange } from './stats-range';
import live from '../../../fixtures/operator/live-page-config.seed.en-US.json';
import invalidDraft from '../../../fixtures/operator/draft.invalid.en-US.json';
import draftList from '../../../fixtures/operator/draft-list.some.en-US.json';
import noDrafts from '../../../fixtures/operator/draft-list.empty.json';
import audit from '../../../fixtures/operator/audit-list.some.json';
import versions from '../../../fixtures/operator/version-list.three.json';
import stats from '../../../fixtures/operator/section-stats.week.json';
import { HOME_PAGE } from '../../../common/pages';

const PAGE = HOME_PAGE;

/** The operator page of mobile-home (en-US configuration), its calls answered from fixtures; `draft` opens one. */
function OperatorPageAt({ language = 'en-US', draft }: { language?: Language; draft?: typeof invalidDraft }) {
  const { from, to } = statsRange(new Date());
  const path = `/work/pageconfigs/${PAGE}?lang=en-US${draft ? `&draft=${draft.id}` : ''}`;
  return (
    // A story has no portal behind it to preview: the phone frame stays blank.
    <PreviewFrameSource.Provider value={() => 'about:blank'}>
      <CatalogPageFrame
        path={path}
        route="/work/pageconfigs/:page"
        page={<OperatorPage language={language} tool="pageConfig" />}
        data={[
          [operatorKeys.live(PAGE, 'en-US'), live],
          [operatorKeys.drafts(PAGE, 'en-US'), draft ? draftList : noDrafts],
          [operatorKeys.versions(PAGE, 'en-US'), versions],
          [operatorKeys.audit(PAGE, 'en-US'), audit],
          [operatorKeys.sectionStats(PAGE, from, to), stats],
          ...(draft ? [[operatorKeys.draft(PAGE, 'en-US', draft.id), draft] as const] : []),
        ]}
      />
    </PreviewFrameSource.Provider>
  );
}

/** The live configuration: sections in order with their switches, title, window and numbers; the switches, flags, preview and versions. */
export const LiveConfiguration: Story = () => <OperatorPageAt />;
LiveConfiguration.meta = { session: 'employee' };

/** A saved draft the server found invalid: its errors on the rows they concern (a slot's status, the flag mask). */
export const InvalidDraft: Story = () => <OperatorPageAt draft={invalidDraft} />;
InvalidDraft.meta = { session: 'employee' };

/** The interface in Chinese (the configuration stays the English one the query names). */
export const LiveConfigurationZhCN: Story = () => <OperatorPageAt language="zh-CN" />;
LiveConfigurationZhCN.meta = { session: 'employee', language: 'zh-CN' };

/** Any account other than an employee's is told it may not. */
export const RefusedToBuyer: Story = () => <OperatorPageAt />;
RefusedToBuyer.meta = { session: 'buyer' };
