import type { Language, SalesInfoItem } from '../../../common/generated/types.js';
import { translated } from '../../../common/language.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';

type SalesInfoField = SalesInfoItem['field'];

/** Spec §3: the sales-info labels, in the order a product shows them. */
export const SALES_INFO_FIELDS = [
  'brand',
  'material',
  'model',
  'placeOfOrigin',
  'specification',
  'supplyType',
  'manufacturer',
  'shippingAddress',
  'minimumOrderQuantity',
] as const satisfies readonly SalesInfoField[];

/** listed_products.sales_info: texts as translations; a model number or a quantity as it is. */
export type StoredSalesInfo = Partial<Record<SalesInfoField, Translations | string | number>>;

/** The fields the product has, in the spec's order, each in the language (fallback ZH_CN). */
export function salesInfoIn(salesInfo: StoredSalesInfo, language: Language): SalesInfoItem[] {
  return SALES_INFO_FIELDS.flatMap((field) => {
    const stored = salesInfo[field];
    const value = typeof stored === 'object' ? translated(stored, language) : stored?.toString();
    return value ? [{ field, value }] : [];
  });
}
