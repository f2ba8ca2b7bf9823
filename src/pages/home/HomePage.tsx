import { PageSections } from '../../engine/PageSections';
import { HOME_PAGE } from '../../../common/pages';
import { usePageConfig } from '../../engine/page-config';
import { isNotFound } from '../../platform/request-failure';
import { LoadFailed } from '../../ui/LoadFailed';
import { sectionRegistry } from '../../../sections/registry';
import { NotFoundPage } from '../NotFoundPage';
import { useLanguage } from '../use-language';
import { useLivePreview } from '../live-preview';
import { usePreviewDraft } from '../use-preview-draft';
import { HomeHeader } from './HomeHeader';
import { HomeSkeleton } from './HomeSkeleton';
import styles from './HomePage.module.css';

/**
 * Spec §2: the search block and the top banner carousel come first, then the sections in the server's
 * order, then the international e-commerce block, the footer banners, the footer and the floating window.
 */
const PINNED_SECTIONS = { top: ['HOMESEARCH', 'TOPBANNER'], bottom: ['ECOMMERCE', 'FOOTERBANNERS', 'FOOTER', 'FLOATINGWINDOW'] };

interface Props {
  /** The stored page configuration it shows: the main home page, or an industry site's (`industry-site-{id}`). */
  pageName?: string;
  /** In a mini-program's web view (/index/miniProg/…): the sections leave out their app-download prompts. */
  miniProgram?: boolean;
}

export function HomePage({ pageName = HOME_PAGE, miniProgram = false }: Props) {
  const language = useLanguage();
  const pageConfig = usePageConfig(pageName, language, usePreviewDraft());
  const live = useLivePreview(pageName, language);
  // An industry site that does not exist has no page configuration.
  if (isNotFound(pageConfig.error)) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <HomeHeader language={language} />
      <main className={styles.main}>
        {pageConfig.isPending && <HomeSkeleton />}
        {pageConfig.isError && <LoadFailed onReload={() => void pageConfig.refetch()} />}
        {pageConfig.data && (
          <PageSections
            page={live.pageConfig ?? pageConfig.data}
            registry={sectionRegistry}
            language={language}
            pinned={PINNED_SECTIONS}
            miniProgram={miniProgram}
            markSkipped={live.active}
          />
        )}
      </main>
    </div>
  );
}
