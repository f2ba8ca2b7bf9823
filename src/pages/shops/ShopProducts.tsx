import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProductCard as Product } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { shopPageUrl } from '../../platform/shop-pages';
import { KeywordBox } from '../search/KeywordBox';
import { ProductCard } from '../search/ProductCard';
import type { Paging } from '../search/paging-query';
import { ResultList, type ListState } from '../search/ResultList';
import styles from './ShopProducts.module.css';

interface Props {
  shopCode: string;
  language: Language;
  /** The keyword the products are filtered by (?keyword=), trimmed; blank for all of them. */
  keyword: string;
  products: ListState<Product>;
  paging: Paging;
  onPaging(paging: Paging): void;
  onKeyword(keyword: string): void;
}

/** An exhibitor's products, with a keyword box to search among them (spec §2: /shops/{shopCode}?keyword=). */
export function ShopProducts({ shopCode, language, keyword, products, paging, onPaging, onKeyword }: Props) {
  const intl = useIntl();
  return (
    <section className={styles.products} aria-labelledby="shop-products">
      <div className={styles.header}>
        <h2 id="shop-products" className={styles.heading}>
          <FormattedMessage id="shop-page.products" />
        </h2>
        {keyword && (
          <Link className={styles.showAll} to={shopPageUrl(language, shopCode)}>
            <FormattedMessage id="shop-page.showAll" />
          </Link>
        )}
      </div>
      {/* Remounted by a new keyword, so the box shows what the list is filtered by. */}
      <KeywordBox key={keyword} keyword={keyword} label="shop-page.searchLabel" onKeyword={onKeyword} />
      <ResultList
        state={products}
        paging={paging}
        onPaging={onPaging}
        label={intl.formatMessage({ id: 'shop-page.products' })}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} language={language} showExhibitor={false} />}
        noResultHint={keyword ? <FormattedMessage id="shop-page.noProductsFor" values={{ keyword }} /> : <FormattedMessage id="shop-page.noProducts" />}
      />
    </section>
  );
}
