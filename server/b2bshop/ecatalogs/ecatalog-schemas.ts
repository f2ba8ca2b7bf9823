// Parts of the e-catalogue and short-video routes' request schemas.
import { pageQuery } from '../../filter/search-query.js';
import { languageQuery, shopCodeParam } from '../catalog/catalog-schemas.js';

export const idParams = {
  type: 'object',
  properties: { id: { $ref: 'ecatalog/ecatalog-common.schema.json#/$defs/id' } },
  required: ['id'],
} as const;

export const languageOnly = { type: 'object', properties: { lang: languageQuery } } as const;

/** A paged list in a language, optionally of one exhibitor's shop. */
export const shopListQuery = { lang: languageQuery, shopCode: shopCodeParam, ...pageQuery } as const;
