import type { ExhibitorCard, Language } from '../../../common/generated/types.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { textIn } from './catalog-text.js';
import { toBadges } from './exhibitor-badges.js';

/** What an exhibitor card is selected as, from `exhibitors e`. */
export const EXHIBITOR_CARD_COLUMNS = `e.shop_code, e.name, e.logo_url, e.area, e.main_products, e.badges, e.sessions_count,
  ARRAY(SELECT booth.code FROM booths booth WHERE booth.shop_code = e.shop_code ORDER BY booth.code) AS booths`;

export interface ExhibitorCardRow {
  shop_code: string;
  name: Translations;
  logo_url: string | null;
  area: string;
  main_products: Translations;
  badges: string[];
  sessions_count: number;
  booths: string[];
}

export function toExhibitorCard(row: ExhibitorCardRow, language: Language): ExhibitorCard {
  return {
    shopCode: row.shop_code,
    name: textIn(row.name, language),
    logoUrl: row.logo_url,
    area: row.area,
    mainProducts: textIn(row.main_products, language),
    booths: row.booths,
    badges: toBadges(row.badges, row.sessions_count),
  };
}
