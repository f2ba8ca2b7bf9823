import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ECatalogCard as Catalog } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { pagePath } from '../../../common/pages';
import { CatalogPicture } from '../search/CatalogPicture';
import styles from './ECatalogCard.module.css';

/** A catalogue in a grid: its cover, title, exhibitor and page count, linking to the catalogue (spec §2). */
export function ECatalogCard({ catalog, language }: { catalog: Catalog; language: Language }) {
  return (
    <Link className={styles.card} to={pagePath('catalogDetail', { language, id: catalog.id })}>
      <CatalogPicture url={catalog.coverUrl} className={styles.cover} />
      <span className={styles.text}>
        <span className={styles.title}>{catalog.title}</span>
        <span className={styles.exhibitor}>{catalog.exhibitorName}</span>
        <span className={styles.pages}>
          <FormattedMessage id="catalog-page.pageCount" values={{ count: catalog.pageCount }} />
        </span>
      </span>
    </Link>
  );
}
