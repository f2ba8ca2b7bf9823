import { Link } from 'react-router-dom';
import type { ProductCard as Product } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { productPageUrl } from '../../platform/shop-pages';
import { CatalogPicture } from './CatalogPicture';
import { SalesInfoList } from './SalesInfoList';
import styles from './ProductCard.module.css';

/** A card shows the first sales-info items, two rows; the product page shows them all. */
const CARD_SALES_INFO_ITEMS = 4;

interface Props {
  product: Product;
  language: Language;
  /** Off in an exhibitor's own shop, where every product is the same exhibitor's. */
  showExhibitor?: boolean;
}

/** A product in a list, linking to its page in the exhibitor's shop (spec §2). */
export function ProductCard({ product, language, showExhibitor = true }: Props) {
  return (
    <Link className={styles.card} to={productPageUrl(language, product.shopCode, product.id)}>
      <div className={styles.head}>
        <CatalogPicture url={product.pictureUrl} className={styles.picture} />
        <div className={styles.text}>
          <h2 className={styles.title}>{product.title}</h2>
          {showExhibitor && <p className={styles.exhibitor}>{product.exhibitorName}</p>}
        </div>
      </div>
      {product.salesInfo.length > 0 && (
        <div className={styles.salesInfo}>
          <SalesInfoList items={product.salesInfo.slice(0, CARD_SALES_INFO_ITEMS)} layout="card" />
        </div>
      )}
    </Link>
  );
}
