// Every row the large catalogue writes carries this prefix in its key, so a reload removes exactly its
// own earlier rows and never the demo seed's.
export const LARGE_PREFIX = 'large-';

export const largeSiteTraderId = (index: number) => `${LARGE_PREFIX}st-${String(index + 1).padStart(6, '0')}`;
export const largeShopCode = (index: number) => `${LARGE_PREFIX}${String(index + 1).padStart(6, '0')}`;
export const largeProductId = (index: number) => `${LARGE_PREFIX}p-${String(index + 1).padStart(8, '0')}`;
