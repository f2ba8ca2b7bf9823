import { FormattedMessage } from 'react-intl';
import type { ProductDetail } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { formatDate } from '../../../common/wall-time';
import { CatalogPicture } from '../search/CatalogPicture';
import { ExhibitorCard } from '../search/ExhibitorCard';
import { SalesInfoList } from '../search/SalesInfoList';
import { BuyerActionBar } from './BuyerActionBar';
import panel from './panel.module.css';
import { ShopPanel } from './ShopPanel';
import styles from './ProductDetails.module.css';

/**
 * One product in full: its pictures, title, listing date, all its sales information, keywords and exhibitor,
 * with the buyer's actions on it at the bottom (follow it, chat, exchange cards, send an inquiry).
 */
export function ProductDetails({ detail, language }: { detail: ProductDetail; language: Language }) {
  const { product, keywords, pictures, listedAt, exhibitor, siteTraderId, imUserId } = detail;
  return (
    <main>
      {pictures.length > 1 ? (
        // More than one: a strip the finger swipes through, one picture a screen.
        <ol className={styles.gallery} aria-label={product.title}>
          {pictures.map((url, index) => (
            <li key={url} className={styles.slide}>
              <CatalogPicture url={url} className={styles.picture} alt={`${product.title} (${index + 1}/${pictures.length})`} />
            </li>
          ))}
        </ol>
      ) : (
        <CatalogPicture url={product.pictureUrl} className={styles.picture} alt={product.title} />
      )}
      <div className={`${panel.panel} ${styles.summary}`}>
        <h2 className={styles.title}>{product.title}</h2>
        <p className={styles.listed}>
          <FormattedMessage id="product-page.listedOn" values={{ date: formatDate(listedAt, language) }} />
        </p>
      </div>
      {product.salesInfo.length > 0 && (
        <ShopPanel title="product-page.salesInfo">
          <SalesInfoList items={product.salesInfo} layout="table" />
        </ShopPanel>
      )}
      {keywords.length > 0 && (
        <ShopPanel title="product-page.keywords">
          <ul className={styles.keywords}>
            {keywords.map((keyword) => (
              <li key={keyword} className={styles.keyword}>
                {keyword}
              </li>
            ))}
          </ul>
        </ShopPanel>
      )}
      <section className={styles.exhibitor} aria-labelledby="product-exhibitor">
        <h2 id="product-exhibitor" className={`${panel.heading} ${styles.exhibitorHeading}`}>
          <FormattedMessage id="product-page.exhibitor" />
        </h2>
        <ExhibitorCard exhibitor={exhibitor} language={language} />
      </section>
      <BuyerActionBar
        exhibitor={{ siteTraderId, name: exhibitor.name, shopCode: exhibitor.shopCode, imUserId }}
        product={{ id: product.id, title: product.title }}
        language={language}
      />
    </main>
  );
}
