import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SellerShop, SellerShopDocument } from '../../../common/generated/types.js';
import { messageFor, requestLanguage } from '../../auth/viewer.js';
import type { Database } from '../../db/connection.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';
import { configErrorsOf } from '../../page-configs/operator/config-errors.js';
import { replyInvalidDocument } from '../../page-configs/operator/invalid-config-reply.js';
import type { SensitiveContentGuard } from '../../sensitive-words/sensitive-content-guard.js';
import { createSchemaAjv } from '../../../schemas/load.js';
import { actingCompanyOf, sellerOnly } from '../require-seller.js';

const documentBody = { type: 'object', properties: { document: {} }, required: ['document'], additionalProperties: false };

let compiled: ValidateFunction<SellerShopDocument> | undefined;
function documentValidator(): ValidateFunction<SellerShopDocument> {
  compiled ??= createSchemaAjv().compile<SellerShopDocument>({ $ref: 'seller/seller-shop.schema.json#/$defs/document' });
  return compiled;
}

interface ShopRow {
  shop_code: string;
  name: Translations;
  introduction: Translations;
  main_products: Translations;
}

const both = (texts: Translations) => ({ EN_US: texts.EN_US ?? '', ZH_CN: texts.ZH_CN ?? '' });
const toShop = (row: ShopRow): SellerShop => ({
  shopCode: row.shop_code,
  name: both(row.name),
  document: { introduction: both(row.introduction), mainProducts: both(row.main_products) },
});

/**
 * The exhibitor's shop (issue 28), sellers only, their own company's: read it, and write its introduction and main
 * products in both languages (sensitive words refused). The shop page shows the change at once, and the exhibitor
 * search matches the new main products at once (exhibitors.search_text follows them). A company without a shop is 404.
 */
export function sellerShopRoutes(db: Database, refuseSensitiveContent: SensitiveContentGuard): FastifyPluginAsync {
  const notFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.notFound, messageFor(request, 'seller.error.noShop'));
  const shopOf = async (request: FastifyRequest): Promise<ShopRow> => {
    const siteTraderId = await actingCompanyOf(db, request);
    const [row] =
      siteTraderId === null
        ? []
        : await db.query<ShopRow>('SELECT shop_code, name, introduction, main_products FROM exhibitors WHERE site_trader_id = $1', [siteTraderId]);
    if (!row) throw notFound(request);
    return row;
  };

  return async (app) => {
    app.addHook('preValidation', sellerOnly('seller.error.notSeller'));

    app.get('/seller/api/shop', { schema: { response: replying('seller/seller-shop.schema.json#') } }, async (request): Promise<SellerShop> =>
      toShop(await shopOf(request)),
    );

    app.put<{ Body: { document: unknown } }>(
      '/seller/api/shop',
      { schema: { body: documentBody, response: replying('seller/seller-shop.schema.json#') } },
      async (request, reply): Promise<SellerShop | FastifyReply> => {
        const shop = await shopOf(request);
        const validate = documentValidator();
        const { document } = request.body;
        if (!validate(document)) return replyInvalidDocument(reply, ErrorCode.validation, configErrorsOf(validate.errors ?? [], requestLanguage(request)));
        const trimmed = (texts: { EN_US: string; ZH_CN: string }) => ({ EN_US: texts.EN_US.trim(), ZH_CN: texts.ZH_CN.trim() });
        const introduction = trimmed(document.introduction);
        const mainProducts = trimmed(document.mainProducts);
        await refuseSensitiveContent(request, {
          introduction: `${introduction.EN_US}\n${introduction.ZH_CN}`,
          mainProducts: `${mainProducts.EN_US}\n${mainProducts.ZH_CN}`,
        });
        const [row] = await db.query<ShopRow>(
          `UPDATE exhibitors SET introduction = $2, main_products = $3 WHERE shop_code = $1
           RETURNING shop_code, name, introduction, main_products`,
          [shop.shop_code, JSON.stringify(introduction), JSON.stringify(mainProducts)],
        );
        return toShop(row as ShopRow);
      },
    );
  };
}
