import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import { catalogKeys, shopProductsOf } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import { ShopPage } from './ShopPage';
import shopEn from '../../../fixtures/catalog/shop.full.en-US.json';
import shopZh from '../../../fixtures/catalog/shop.full.zh-CN.json';
import productsEn from '../../../fixtures/catalog/product-search-page.shop.en-US.json';
import productsZh from '../../../fixtures/catalog/product-search-page.shop.zh-CN.json';
import noProducts from '../../../fixtures/catalog/product-search-page.empty.json';

function ShopPageAt({ language = 'en-US', keyword = '', shop, products }: { language?: Language; keyword?: string; shop: unknown; products: unknown }) {
  const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : '';
  return (
    <CatalogPageFrame
      path={`/m/${language}/shops/BRIGHTWAY${query}`}
      route="/m/:lang/shops/:shopCode"
      page={<ShopPage />}
      data={[
        [catalogKeys.shop('BRIGHTWAY', language), shop],
        [catalogKeys.shopProducts({ shopCode: 'BRIGHTWAY', language, keyword, page: 0, size: 20 }), shopProductsOf(products)],
      ]}
    />
  );
}

/** The exhibitor card, introduction, booths and products, with the keyword box. */
export const Shop: Story = () => <ShopPageAt shop={shopEn} products={productsEn} />;

/** ?keyword= found nothing among the exhibitor's products. */
export const NoProductForKeyword: Story = () => <ShopPageAt keyword="tea" shop={shopEn} products={noProducts} />;

export const ShopZhCN: Story = () => <ShopPageAt language="zh-CN" shop={shopZh} products={productsZh} />;
ShopZhCN.meta = { language: 'zh-CN' };
