import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { translated, type Language } from '../../../common/language';
import { formatDate } from '../../../common/wall-time';
import { useSellerProduct, useSellerProducts, type SellerProductList } from '../../platform/seller/seller-products';
import { CatalogPicture } from '../search/CatalogPicture';
import { emptyProduct, ProductForm } from './ProductForm';
import { sellerProductsUrl } from './product-urls';
import { Pager, QueryStates, SellerArea } from './SellerArea';
import styles from './SellerInquiriesPage.module.css';
import own from './SellerProductsPage.module.css';

/**
 * Issue 28: /m/seller/products/index?lang= — the company's products, on show or not, the newest first; ?edit=new
 * writes a new one, ?edit={id} changes one: title and keywords in both languages, sales information, pictures from
 * the media library, on show or not. The search finds a change at once, the suggestions with it.
 */
export function SellerProductsPage({ language }: { language: Language }) {
  const [query] = useSearchParams();
  const edit = query.get('edit');
  return (
    <SellerArea language={language} title="seller.products.title" notSeller="seller.products.notSeller">
      {() =>
        edit === 'new' ? (
          <ProductForm language={language} initial={emptyProduct()} />
        ) : edit ? (
          <EditProduct id={edit} language={language} />
        ) : (
          <Products language={language} />
        )
      }
    </SellerArea>
  );
}

function EditProduct({ id, language }: { id: string; language: Language }) {
  const product = useSellerProduct(id);
  return (
    <QueryStates query={product}>
      {(data) => <ProductForm key={`${data.id} ${data.updatedAt}`} language={language} id={data.id} shopCode={data.shopCode} initial={data.document} />}
    </QueryStates>
  );
}

function Products({ language }: { language: Language }) {
  const [query, setQuery] = useSearchParams();
  const page = Math.max(0, Number.parseInt(query.get('page') ?? '0', 10) || 0);
  const products = useSellerProducts(page);
  const goTo = (next: number) => {
    const params = new URLSearchParams(query);
    if (next > 0) params.set('page', String(next));
    else params.delete('page');
    setQuery(params);
  };
  return (
    <section className={styles.inbox} aria-labelledby="seller-products">
      <h2 id="seller-products" className={styles.heading}>
        <FormattedMessage id="seller.products.heading" />
      </h2>
      <p className={styles.meta}>
        <FormattedMessage id="seller.products.hint" />
      </p>
      <Link className={`${styles.send} ${own.newProduct}`} to={sellerProductsUrl(language, 'new')}>
        <FormattedMessage id="seller.products.new" />
      </Link>
      <QueryStates query={products}>{(data) => <ProductList data={data} language={language} onPage={goTo} />}</QueryStates>
    </section>
  );
}

function ProductList({ data, language, onPage }: { data: SellerProductList; language: Language; onPage(page: number): void }) {
  if (data.products.length === 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id="seller.products.empty" />
      </p>
    );
  return (
    <>
      <p className={styles.meta}>
        <FormattedMessage id="seller.products.count" values={{ count: data.total }} />
      </p>
      <ul className={styles.list}>
        {data.products.map((product) => {
          const title = translated(product.title, language) ?? product.id;
          return (
            <li key={product.id} className={styles.item}>
              <Link className={`${styles.itemLink} ${own.row}`} to={sellerProductsUrl(language, product.id)}>
                <CatalogPicture url={product.pictureUrl} className={own.thumb} />
                <span className={own.rowText}>
                  <span className={styles.buyer}>{title}</span>
                  <span className={styles.product}>
                    <span className={product.listed ? own.shown : own.hidden}>
                      <FormattedMessage id={product.listed ? 'seller.products.shown' : 'seller.products.hidden'} />
                    </span>{' '}
                    · <FormattedMessage id="seller.products.listedOn" values={{ date: formatDate(product.listedAt, language) }} />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager page={data.page} pages={Math.ceil(data.total / data.size)} onPage={onPage} />
    </>
  );
}
