import { FormattedMessage } from 'react-intl';
import type { ProductDetail } from '../../generated/types';
import type { Language } from '../../platform/language';
import { formatDate } from '../../platform/time';
import { CatalogPicture } from '../search/CatalogPicture';
import { ExhibitorCard } from '../search/ExhibitorCard';
import { SalesInfoList } from '../search/SalesInfoList';
import panel from './panel.module.css';
import styles from './ProductDetails.module.css';

/** One product in full: its picture, title, listing date, all its sales information, keywords and exhibitor. */
export function ProductDetails({ detail, language }: { detail: ProductDetail; language: Language }) {
  const { product, keywords, listedAt, exhibitor } = detail;
  return (
    <main>
      <CatalogPicture url={product.pictureUrl} className={styles.picture} alt={product.title} />
      <div className={`${panel.panel} ${styles.summary}`}>
        <h2 className={styles.title}>{product.title}</h2>
        <p className={styles.listed}>
          <FormattedMessage id="product-page.listedOn" values={{ date: formatDate(listedAt, language) }} />
        </p>
      </div>
      {product.salesInfo.length > 0 && (
        <section className={panel.panel} aria-labelledby="product-sales-info">
          <h2 id="product-sales-info" className={panel.heading}>
            <FormattedMessage id="product-page.salesInfo" />
          </h2>
          <SalesInfoList items={product.salesInfo} layout="table" />
        </section>
      )}
      {keywords.length > 0 && (
        <section className={panel.panel} aria-labelledby="product-keywords">
          <h2 id="product-keywords" className={panel.heading}>
            <FormattedMessage id="product-page.keywords" />
          </h2>
          <ul className={styles.keywords}>
            {keywords.map((keyword) => (
              <li key={keyword} className={styles.keyword}>
                {keyword}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.exhibitor} aria-labelledby="product-exhibitor">
        <h2 id="product-exhibitor" className={`${panel.heading} ${styles.exhibitorHeading}`}>
          <FormattedMessage id="product-page.exhibitor" />
        </h2>
        <ExhibitorCard exhibitor={exhibitor} language={language} />
      </section>
    </main>
  );
}
