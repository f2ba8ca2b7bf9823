import { useSearchParams } from 'react-router-dom';
import { PageSections } from '../../engine/PageSections';
import { useSession } from '../../platform/session';
import { useHomePageConfig } from '../../engine/home-page-config';
import { LoadFailed } from '../../ui/LoadFailed';
import { sectionRegistry } from '../../../sections/registry';
import { useLanguage } from '../use-language';
import { HomeHeader } from './HomeHeader';
import { HomeSkeleton } from './HomeSkeleton';
import styles from './HomePage.module.css';

/**
 * Spec §2: the search block and the top banner carousel come first, then the sections in the server's
 * order, then the international e-commerce block, the footer banners, the footer and the floating window.
 */
const PINNED_SECTIONS = { top: ['HOMESEARCH', 'TOPBANNER'], bottom: ['ECOMMERCE', 'FOOTERBANNERS', 'FOOTER', 'FLOATINGWINDOW'] };

/** Issue 7: ?preview={draftId} shows an employee an operator's draft, exactly as visitors would see it once published. */
function usePreviewDraft(): string | undefined {
  const session = useSession();
  const [params] = useSearchParams();
  const draft = params.get('preview');
  return draft && session.status === 'authenticated' && session.userType === 'EMPLOYEE' ? draft : undefined;
}

export function HomePage() {
  const language = useLanguage();
  const pageConfig = useHomePageConfig(language, usePreviewDraft());
  return (
    <div className={styles.page}>
      <HomeHeader language={language} />
      <main className={styles.main}>
        {pageConfig.isPending && <HomeSkeleton />}
        {pageConfig.isError && <LoadFailed onReload={() => void pageConfig.refetch()} />}
        {pageConfig.data && (
          <PageSections page={pageConfig.data} registry={sectionRegistry} language={language} pinned={PINNED_SECTIONS} />
        )}
      </main>
    </div>
  );
}
