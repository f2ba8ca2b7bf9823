import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../../../common/generated/types.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { pageQuery } from '../../filter/search-query.js';
import { replying } from '../../http/error-responses.js';
import { KEYWORD_MAX_LENGTH, languageQuery, shopCodeParam } from './catalog-schemas.js';
import { toProductSearchPage } from './catalog-page.js';
import { toProductDetail, toShop } from './shop-replies.js';
import type { ShopRepository } from './shop-repository.js';

interface ShopRequest {
  Params: { shopCode: string };
  Querystring: { lang: Language };
}

interface ShopProductsRequest {
  Params: { shopCode: string };
  Querystring: { lang: Language; keyword?: string; size: number; page: number };
}

interface ProductRequest {
  Params: { shopCode: string; productId: string };
  Querystring: { lang: Language };
}

const shopParams = { type: 'object', properties: { shopCode: shopCodeParam }, required: ['shopCode'] };
const languageOnly = { type: 'object', properties: { lang: languageQuery } };

function noShop(shopCode: string): ApiError {
  return new ApiError(404, ErrorCode.notFound, `No shop "${shopCode}".`);
}

/** An exhibitor's shop pages (/shops/{shopCode}, spec §2): the shop, its products, one of its products. */
export function shopRoutes(repository: ShopRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<ShopRequest>(
      '/b2bshop/api/shops/:shopCode',
      { schema: { params: shopParams, querystring: languageOnly, response: replying('catalog/shop.schema.json#') } },
      async (request) => {
        const { shopCode } = request.params;
        const shop = await repository.findShop(shopCode);
        if (shop === undefined) throw noShop(shopCode);
        return toShop(shop, request.query.lang);
      },
    );

    app.get<ShopProductsRequest>(
      '/b2bshop/api/shops/:shopCode/listedProducts',
      {
        schema: {
          params: shopParams,
          querystring: {
            type: 'object',
            properties: { lang: languageQuery, keyword: { type: 'string', maxLength: KEYWORD_MAX_LENGTH }, ...pageQuery },
          },
          response: replying('catalog/product-search-page.schema.json#'),
        },
      },
      async (request) => {
        const { shopCode } = request.params;
        const { lang, size, page } = request.query;
        const keyword = request.query.keyword?.trim() || undefined;
        const products = await repository.listProducts({ shopCode, keyword, size, page });
        if (products === undefined) throw noShop(shopCode);
        return toProductSearchPage(products, { size, page, language: lang });
      },
    );

    app.get<ProductRequest>(
      '/b2bshop/api/shops/:shopCode/listedProducts/:productId',
      {
        schema: {
          params: {
            type: 'object',
            properties: { shopCode: shopCodeParam, productId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
            required: ['shopCode', 'productId'],
          },
          querystring: languageOnly,
          response: replying('catalog/product-detail.schema.json#'),
        },
      },
      async (request) => {
        const { shopCode, productId } = request.params;
        const shop = await repository.findShop(shopCode);
        const product = shop && (await repository.findProduct(shopCode, productId));
        if (shop === undefined || product === undefined) {
          throw new ApiError(404, ErrorCode.notFound, `No product "${productId}" in shop "${shopCode}".`);
        }
        return toProductDetail(product, shop, request.query.lang);
      },
    );
  };
}
