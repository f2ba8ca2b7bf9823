import type { ExhibitorRef, Language } from '../../../../common/generated/types.js';
import { textIn } from '../../../b2bshop/catalog/catalog-text.js';
import type { Translations } from './product-repository.js';

/**
 * The columns of the exhibitor a record points at (schemas/buyer/buyer-common ExhibitorRef): its company from
 * `site_traders` as `trader`, its shop from `exhibitors` as `shop` (joined LEFT: a company may have no shop).
 */
export function exhibitorRefColumns(trader: string, shop: string): string {
  return `${trader}.id AS exhibitor_id, ${shop}.shop_code AS exhibitor_shop_code, ${shop}.name AS exhibitor_shop_name,
    ${trader}.name AS exhibitor_company_name`;
}

/** `LEFT JOIN site_traders trader … LEFT JOIN exhibitors shop …` for the company whose id is `siteTraderId`. */
export function exhibitorRefJoins(siteTraderId: string, trader: string, shop: string): string {
  return `LEFT JOIN site_traders ${trader} ON ${trader}.id = ${siteTraderId} LEFT JOIN exhibitors ${shop} ON ${shop}.site_trader_id = ${trader}.id`;
}

export interface ExhibitorRefRow {
  exhibitor_id: string | null;
  exhibitor_shop_code: string | null;
  exhibitor_shop_name: Translations | null;
  exhibitor_company_name: string | null;
}

/** The exhibitor in `language`: its shop's name (fallback ZH_CN), else its company's; null when the row names none. */
export function toExhibitorRef(row: ExhibitorRefRow, language: Language): ExhibitorRef | null {
  if (row.exhibitor_id === null) return null;
  const shopName = row.exhibitor_shop_name === null ? '' : textIn(row.exhibitor_shop_name, language);
  return { siteTraderId: row.exhibitor_id, shopCode: row.exhibitor_shop_code, name: shopName || (row.exhibitor_company_name ?? '') };
}

/** As toExhibitorRef, for a row whose company is a required reference (the record cannot outlive it). */
export function requiredExhibitorRef(row: ExhibitorRefRow, language: Language): ExhibitorRef {
  const ref = toExhibitorRef(row, language);
  if (ref === null) throw new Error('A record that must name an exhibitor names none.');
  return ref;
}
