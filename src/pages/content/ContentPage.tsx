import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sectionRegistry } from '../../../sections/registry';
import { usePageConfig } from '../../engine/page-config';
import { PageSections } from '../../engine/PageSections';
import type { PageConfig } from '../../../common/generated/types';
import { pageHeroTitleOf } from '../../../sections/page-hero/selectors';
import { RequestFailure } from '../../platform/request-failure';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotFoundPage } from '../NotFoundPage';
import { useLanguage } from '../use-language';
import { useLivePreview } from '../live-preview';
import { usePreviewDraft } from '../use-preview-draft';
import { ContentPageLayout } from './ContentPageLayout';
import { useScrollToNamedBlock } from './use-scroll-to-named-block';
import { useDocumentTitle } from '../use-document-title';

interface Props {
  /** The page configuration the page is rendered from (src/platform/content-pages.ts). */
  configName: string;
  /** What the page adds after its sections (registerSuccess's way on). */
  children?: ReactNode;
}

/** The page bar's title: the hero's, which the operator edits with the page. */
function titleOf(page: PageConfig | undefined): ReactNode {
  return (page && pageHeroTitleOf(page)) ?? <FormattedMessage id="content-page.title" />;
}

/**
 * A content page, rendered by the section engine from its stored configuration like the home page (issue 8):
 * the 404 page when the configuration does not exist, 'Request failed, click to reload' when it cannot load.
 * ?preview={draftId} shows an employee an operator's draft of it; any other query value may name a block to
 * scroll to.
 */
export function ContentPage({ configName, children }: Props) {
  const language = useLanguage();
  const config = usePageConfig(configName, language, usePreviewDraft());
  const live = useLivePreview(configName, language);
  const pageConfig = live.pageConfig ?? config.data;
  const sectionsRef = useRef<HTMLDivElement>(null);
  useScrollToNamedBlock(sectionsRef, config.data !== undefined);
  const intl = useIntl();
  useDocumentTitle(pageConfig ? (pageHeroTitleOf(pageConfig) ?? intl.formatMessage({ id: 'content-page.title' })) : null);
  if (config.error instanceof RequestFailure && config.error.status === 404) return <NotFoundPage />;
  return (
    <ContentPageLayout language={language} title={titleOf(pageConfig)}>
      {config.isPending && <ListLoading />}
      {config.isError && <LoadFailed onReload={() => void config.refetch()} />}
      {pageConfig && (
        <div data-page={configName} ref={sectionsRef}>
          <PageSections page={pageConfig} registry={sectionRegistry} language={language} markSkipped={live.active} />
          {children}
        </div>
      )}
    </ContentPageLayout>
  );
}
