import { FormattedMessage, useIntl } from 'react-intl';
import { ListLoading } from '../../../ui/ListStatus';
import { LoadFailed } from '../../../ui/LoadFailed';
import styles from '../OperatorPage.module.css';
import type { ArticleStatus, OperatorNewsArticle, useArticles } from './news-operator-api';

interface Props {
  status: ArticleStatus;
  articles: ReturnType<typeof useArticles>;
  /** The article open in the form, marked in the list. */
  openId: string | undefined;
  onOpen(article: OperatorNewsArticle): void;
}

/** A language's drafts or published articles, each with its way into the form. */
export function NewsArticleList({ status, articles, openId, onOpen }: Props) {
  const intl = useIntl();
  const heading = `operator-news-${status.toLowerCase()}`;
  let body;
  if (articles.isError) body = <LoadFailed onReload={() => void articles.refetch()} />;
  else if (!articles.data) body = <ListLoading />;
  else if (articles.data.articles.length === 0)
    body = (
      <p className={styles.hint}>
        <FormattedMessage id="operator.news.empty" />
      </p>
    );
  else
    body = (
      <ul className={`${styles.historyList} ${styles.scrollingList}`} aria-labelledby={heading}>
        {articles.data.articles.map((article) => (
          <li key={article.id} className={article.id === openId ? `${styles.historyRow} ${styles.selectedRow}` : styles.historyRow}>
            <span className={styles.historyText}>
              <span className={styles.announcementTitle}>{article.document.title}</span>
              <span className={styles.meta}>
                <FormattedMessage id={`news-page.category.${article.document.category}`} /> · {article.document.publishTime ?? article.updatedAt}
              </span>
            </span>
            <button
              type="button"
              className={styles.secondary}
              aria-label={intl.formatMessage({ id: 'operator.announcements.editOf' }, { title: article.document.title })}
              onClick={() => onOpen(article)}
            >
              <FormattedMessage id="operator.announcements.edit" />
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.panel} aria-labelledby={heading}>
      <h2 id={heading} className={styles.panelTitle}>
        <FormattedMessage id={`operator.news.${status}`} />
      </h2>
      {body}
    </section>
  );
}
