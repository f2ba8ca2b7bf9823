import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useShop, useShopProducts } from '../../platform/catalog';
import { isNotFound } from '../../platform/request-failure';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { readPaging, serverPage, withFilter, withPaging } from '../search/paging-query';
import { useLanguage } from '../use-language';
import { BuyerActionBar } from './BuyerActionBar';
import { shopPartOf } from './shop-parts';
import { ShopCard } from './ShopCard';
import { ShopEventShows } from './ShopEventShows';
import { ShopPartTabs } from './ShopPartTabs';
import { ShopProducts } from './ShopProducts';
import { ShopProfile } from './ShopProfile';
import { useDocumentTitle } from '../use-document-title';

/**
 * Spec §2: an exhibitor's shop at /m/{lang}/shops/{shopCode}?keyword={search}#/{path}: its card, then the part
 * the hash names (shop-parts.ts): its products filtered by ?keyword=, its profile, or its event shows; the
 * buyer's actions on the exhibitor (follow, chat, exchange cards, send an inquiry) at the bottom.
 */
export function ShopPage() {
  const language = useLanguage();
  const { shopCode = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const paging = readPaging(params);
  const part = shopPartOf(useLocation().hash);
  // Both asked at once: the products need not wait for the profile.
  const shop = useShop(shopCode, language);
  useDocumentTitle(shop.data?.exhibitor.name ?? null);
  const products = useShopProducts({ shopCode, language, keyword, page: serverPage(paging), size: paging.size });
  return (
    <CatalogPageLayout language={language} title="shop-page.title">
      {isNotFound(shop.error) ? (
        <NotFoundPage message="shop-page.notFound" />
      ) : shop.isError ? (
        <LoadFailed onReload={() => void shop.refetch()} />
      ) : shop.data ? (
        <main>
          <ShopCard shop={shop.data} language={language} />
          <ShopPartTabs current={part} />
          {part === 'products' && (
            <ShopProducts
              shopCode={shopCode}
              language={language}
              keyword={keyword}
              products={products}
              paging={paging}
              onPaging={(next) => setParams(withPaging(params, next))}
              onKeyword={(next) => setParams(withFilter(params, 'keyword', next))}
            />
          )}
          {part === 'profile' && <ShopProfile shop={shop.data} />}
          {part === 'events' && <ShopEventShows shopCode={shopCode} language={language} />}
          <BuyerActionBar
            exhibitor={{
              siteTraderId: shop.data.siteTraderId,
              name: shop.data.exhibitor.name,
              shopCode: shop.data.exhibitor.shopCode,
              imUserId: shop.data.imUserId,
            }}
            language={language}
          />
        </main>
      ) : (
        <ListLoading />
      )}
    </CatalogPageLayout>
  );
}
