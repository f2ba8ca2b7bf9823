import type { Language, ProductCard } from '../../../common/generated/types.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { textIn } from './catalog-text.js';
import { salesInfoIn, type StoredSalesInfo } from './sales-info.js';

/** Listed products with the exhibitor whose company lists them; a product of a company that does not exhibit, or one its exhibitor took off show, is not shown. */
export const PRODUCTS_WITH_EXHIBITOR = 'listed_products p JOIN exhibitors e ON e.site_trader_id = p.site_trader_id AND p.listed';

/** What a product card is selected as, from PRODUCTS_WITH_EXHIBITOR. */
export const PRODUCT_CARD_COLUMNS = 'p.id, e.shop_code, p.title, p.picture_url, e.name AS exhibitor_name, p.sales_info';

export interface ProductCardRow {
  id: string;
  shop_code: string;
  title: Translations;
  picture_url: string | null;
  exhibitor_name: Translations;
  sales_info: StoredSalesInfo;
}

export function toProductCard(row: ProductCardRow, language: Language): ProductCard {
  return {
    id: row.id,
    shopCode: row.shop_code,
    title: textIn(row.title, language),
    pictureUrl: row.picture_url,
    exhibitorName: textIn(row.exhibitor_name, language),
    salesInfo: salesInfoIn(row.sales_info, language),
  };
}
