// Parts of the catalogue routes' request schemas (every route declares its params and query).

/** A keyword the client typed is at most 100 characters, as the suggest call's q. */
export const KEYWORD_MAX_LENGTH = 100;

/** lang: the reply's language (translations resolve to it, fallback ZH_CN); en-US when absent. */
export const languageQuery = { $ref: 'common.schema.json#/$defs/language', default: 'en-US' } as const;

export const shopCodeParam = { $ref: 'catalog/catalog-common.schema.json#/$defs/shopCode' } as const;

/** The catalogue is the fair's, the same for every industry site; a site id only has to look like one. */
export const siteIdParam = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
