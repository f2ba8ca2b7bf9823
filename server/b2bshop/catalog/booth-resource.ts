import type { SearchField, SearchResource } from '../../filter/search-resource.js';

/** The filter and sort fields of booths (over BOOTHS_WITH_EXHIBITOR), named as the client names them. */
export const boothResource: SearchResource = {
  name: 'booths',
  fields: new Map<string, SearchField>([
    ['hall', { column: 'b.hall', type: 'text' }],
    ['area', { column: 'b.area', type: 'text' }],
    ['shopCode', { column: 'b.shop_code', type: 'text' }],
  ]),
  // Booth numbers sort character by character ('1.2A15' before '10.1C05') whatever the database's collation.
  sortColumns: new Map([
    ['code', 'b.code COLLATE "C"'],
    ['hall', 'b.hall COLLATE "C"'],
  ]),
  idColumn: 'b.code COLLATE "C"',
};
