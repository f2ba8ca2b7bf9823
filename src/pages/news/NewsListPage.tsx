import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useNewsArticles } from './news';
import { isNewsCategory, NEWS_CATEGORIES, newsListPath } from '../../platform/news-paths';
import { CategoryLinks } from '../../ui/CategoryLinks';
import { LoadMoreList } from '../../ui/LoadMoreList';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { NewsCard } from './NewsCard';
import styles from './NewsListPage.module.css';

/** Issue 9: /m/{lang}/news — the news centre, the latest first, on every category or one (?category=). */
export function NewsListPage() {
  const language = useLanguage();
  const intl = useIntl();
  const [params] = useSearchParams();
  const requested = params.get('category');
  const category = isNewsCategory(requested) ? requested : undefined;
  const articles = useNewsArticles(language, category);
  return (
    <CatalogPageLayout language={language} title="news-page.title">
      <nav className={styles.categories} aria-label={intl.formatMessage({ id: 'news-page.categories' })}>
        <CategoryLinks
          links={[undefined, ...NEWS_CATEGORIES].map((each) => ({
            key: each ?? 'ALL',
            label: <FormattedMessage id={`news-page.category.${each ?? 'ALL'}`} />,
            to: newsListPath(language, each),
            current: each === category,
          }))}
        />
      </nav>
      <LoadMoreList
        layout="rows"
        state={articles}
        label={intl.formatMessage({ id: 'news-page.list' })}
        itemKey={(article) => article.slug}
        renderItem={(article) => <NewsCard article={article} language={language} />}
      />
    </CatalogPageLayout>
  );
}
