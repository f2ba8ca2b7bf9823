import { PageSections } from '../../engine/PageSections';
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

export function HomePage() {
  const language = useLanguage();
  const pageConfig = useHomePageConfig(language);
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
