import { useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, useShop, useShopProducts } from '../../platform/catalog';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { readPaging, serverPage, withFilter, withPaging } from '../search/paging-query';
import { useLanguage } from '../use-language';
import { ShopProducts } from './ShopProducts';
import { ShopProfile } from './ShopProfile';

/** Spec §2: an exhibitor's shop at /m/{lang}/shops/{shopCode}, its products filtered by ?keyword=. */
export function ShopPage() {
  const language = useLanguage();
  const { shopCode = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const paging = readPaging(params);
  // Both asked at once: the products need not wait for the profile.
  const shop = useShop(shopCode, language);
  const products = useShopProducts({ shopCode, language, keyword, page: serverPage(paging), size: paging.size });
  return (
    <CatalogPageLayout language={language} title="shop-page.title">
      {isNotFound(shop.error) ? (
        <NotFoundPage message="shop-page.notFound" />
      ) : shop.isError ? (
        <LoadFailed onReload={() => void shop.refetch()} />
      ) : shop.data ? (
        <main>
          <ShopProfile shop={shop.data} language={language} />
          <ShopProducts
            shopCode={shopCode}
            language={language}
            keyword={keyword}
            products={products}
            paging={paging}
            onPaging={(next) => setParams(withPaging(params, next))}
            onKeyword={(next) => setParams(withFilter(params, 'keyword', next))}
          />
        </main>
      ) : (
        <ListLoading />
      )}
    </CatalogPageLayout>
  );
}
