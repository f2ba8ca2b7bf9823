import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { NewsArticleCard } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { newsArticlePath } from '../../platform/news-paths';
import { CatalogPicture } from '../search/CatalogPicture';
import { PublishTime } from './PublishTime';
import styles from './NewsCard.module.css';

/** An article in the news list: its cover (marked when it is a video), title, summary and UTC+8 publish time. */
export function NewsCard({ article, language }: { article: NewsArticleCard; language: Language }) {
  return (
    <Link className={styles.card} to={newsArticlePath(language, article.slug)}>
      <span className={styles.media}>
        <CatalogPicture url={article.coverUrl || null} className={styles.cover} />
        {article.kind === 'VIDEO' && (
          <span className={styles.video}>
            <FormattedMessage id="news-page.video" />
          </span>
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{article.title}</span>
        {article.summary && <span className={styles.summary}>{article.summary}</span>}
        <PublishTime className={styles.time} publishTime={article.publishTime} language={language} />
      </span>
    </Link>
  );
}
