import type { Language, ProductDetail, Shop } from '../../../common/generated/types.js';
import { translated } from '../../../common/language.js';
import { textIn } from './catalog-text.js';
import { toExhibitorCard } from './exhibitor-card.js';
import { toProductCard } from './product-card.js';
import type { ProductDetailRow, ShopRow } from './shop-repository.js';

export function toShop(shop: ShopRow, language: Language): Shop {
  return {
    exhibitor: toExhibitorCard(shop, language),
    siteTraderId: shop.site_trader_id,
    introduction: textIn(shop.introduction, language),
    sessionsCount: shop.sessions_count,
    productCount: shop.product_count,
    imUserId: shop.im_user_id,
  };
}

export function toProductDetail(product: ProductDetailRow, shop: ShopRow, language: Language): ProductDetail {
  return {
    product: toProductCard(product, language),
    keywords: translated(product.keywords, language) ?? [],
    pictures: product.pictures,
    listedAt: product.listed_at,
    exhibitor: toExhibitorCard(shop, language),
    siteTraderId: shop.site_trader_id,
    imUserId: shop.im_user_id,
  };
}
