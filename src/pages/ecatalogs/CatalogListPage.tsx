import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { ECatalogCategory } from '../../../common/generated/types';
import { ECATALOG_CATEGORIES, useECatalogs } from './ecatalogs';
import { pagePath } from '../../../common/pages';
import { CategoryLinks } from '../../ui/CategoryLinks';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { ECatalogGrid } from './ECatalogGrid';
import styles from './CatalogListPage.module.css';

function categoryOf(value: string | null): ECatalogCategory | undefined {
  return ECATALOG_CATEGORIES.find((category) => category === value);
}

/** Spec §2: /m/{lang}/catalog (catalogList) — exhibitors' e-catalogues, newest first, by ?category=. */
export function CatalogListPage() {
  const language = useLanguage();
  const intl = useIntl();
  const [params] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const catalogs = useECatalogs(language, category);
  return (
    <CatalogPageLayout language={language} title="catalog-page.title">
      <nav className={styles.tools} aria-label={intl.formatMessage({ id: 'catalog-page.categories' })}>
        <CategoryLinks
          links={[undefined, ...ECATALOG_CATEGORIES].map((each) => ({
            key: each ?? 'all',
            label: <FormattedMessage id={each ? `catalog-page.category.${each}` : 'catalog-page.category.all'} />,
            to: pagePath('catalogList', { language, query: { category: each } }),
            current: each === category,
          }))}
        />
        <Link className={styles.mine} to={pagePath('myCatalog', { language })}>
          <FormattedMessage id="my-catalog.title" />
        </Link>
      </nav>
      <ECatalogGrid state={catalogs} label={intl.formatMessage({ id: 'catalog-page.title' })} language={language} />
    </CatalogPageLayout>
  );
}
