import type { BoothCard, Language } from '../../../common/generated/types.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { textIn } from './catalog-text.js';

/** Booths with the exhibitor standing there. */
export const BOOTHS_WITH_EXHIBITOR = 'booths b JOIN exhibitors e ON e.shop_code = b.shop_code';

/** What a booth card is selected as, from BOOTHS_WITH_EXHIBITOR. */
export const BOOTH_CARD_COLUMNS = 'b.code, b.hall, b.area, b.shop_code, e.name AS exhibitor_name, e.logo_url, e.main_products';

export interface BoothCardRow {
  code: string;
  hall: string;
  area: string;
  shop_code: string;
  exhibitor_name: Translations;
  logo_url: string | null;
  main_products: Translations;
}

export function toBoothCard(row: BoothCardRow, language: Language): BoothCard {
  return {
    code: row.code,
    hall: row.hall,
    area: row.area,
    shopCode: row.shop_code,
    exhibitorName: textIn(row.exhibitor_name, language),
    logoUrl: row.logo_url,
    mainProducts: textIn(row.main_products, language),
  };
}
