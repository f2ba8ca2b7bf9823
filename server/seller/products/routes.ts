import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SellerProduct, SellerProductDocument, SellerProductList, SellerSalesInfo } from '../../../common/generated/types.js';
import type { Language } from '../../../common/language.js';
import { SALES_INFO_FIELDS, type StoredSalesInfo } from '../../b2bshop/catalog/sales-info.js';
import { messageFor, requestLanguage, viewerOf } from '../../auth/viewer.js';
import type { Database } from '../../db/connection.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import { childPointer, configError, configErrorsOf, type ConfigError } from '../../page-configs/operator/config-errors.js';
import { replyInvalidDocument } from '../../page-configs/operator/invalid-config-reply.js';
import type { SensitiveContentGuard } from '../../sensitive-words/sensitive-content-guard.js';
import { createSchemaAjv } from '../../../schemas/load.js';
import { actingCompanyOf, sellerOnly } from '../require-seller.js';
import { createSellerProductRepository, SELLER_PRODUCT_PAGE_SIZE, type SellerProductRow, type StoredProduct } from './repository.js';

/** More keywords per language dilute the suggestions; more pictures than a phone's gallery shows help nobody. */
export const MAX_PRODUCT_KEYWORDS = 20;
export const MAX_PRODUCT_PICTURES = 6;

const REFUSAL = 'seller.products.error.notSeller';
const LANGUAGES = ['EN_US', 'ZH_CN'] as const;
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'] };
const documentBody = { type: 'object', properties: { document: {} }, required: ['document'], additionalProperties: false };
const listQuery = { type: 'object', properties: { page: { type: 'integer', minimum: 0, maximum: 10_000 } }, additionalProperties: false };

let compiled: ValidateFunction<SellerProductDocument> | undefined;
function documentValidator(): ValidateFunction<SellerProductDocument> {
  compiled ??= createSchemaAjv().compile<SellerProductDocument>({ $ref: 'seller/seller-product-document.schema.json' });
  return compiled;
}

/**
 * The schema; then at most MAX_PRODUCT_KEYWORDS keywords a language, none twice (case aside), at most
 * MAX_PRODUCT_PICTURES pictures, none twice, each one the product has already or one of the media library's
 * (`inLibrary` tells which).
 */
export async function checkProduct(
  document: unknown,
  language: Language,
  current: readonly string[],
  inLibrary: (urls: readonly string[]) => Promise<Set<string>>,
): Promise<{ valid: true; document: SellerProductDocument } | { valid: false; errors: ConfigError[] }> {
  const validate = documentValidator();
  if (!validate(document)) return { valid: false, errors: configErrorsOf(validate.errors ?? [], language) };
  const errors: ConfigError[] = [];
  for (const key of LANGUAGES) {
    const list = document.keywords[key];
    const pointer = `/keywords/${key}`;
    if (list.length > MAX_PRODUCT_KEYWORDS) errors.push(configError(pointer, language, 'seller.products.validation.keywords', { max: MAX_PRODUCT_KEYWORDS }));
    const seen = new Set<string>();
    list.forEach((keyword, index) => {
      const folded = keyword.toLowerCase();
      if (seen.has(folded)) errors.push(configError(childPointer(pointer, index), language, 'seller.products.validation.keywordTwice'));
      seen.add(folded);
    });
  }
  const { pictures } = document;
  if (pictures.length > MAX_PRODUCT_PICTURES)
    errors.push(configError('/pictures', language, 'seller.products.validation.pictures', { max: MAX_PRODUCT_PICTURES }));
  else {
    const library = await inLibrary(pictures.filter((url) => !current.includes(url)));
    pictures.forEach((url, index) => {
      if (pictures.indexOf(url) !== index) errors.push(configError(childPointer('/pictures', index), language, 'seller.products.validation.pictureTwice'));
      else if (!current.includes(url) && !library.has(url))
        errors.push(configError(childPointer('/pictures', index), language, 'seller.products.validation.pictureNotInLibrary'));
    });
  }
  return errors.length > 0 ? { valid: false, errors } : { valid: true, document };
}

const both = (texts: { EN_US?: string; ZH_CN?: string } | undefined) => ({ EN_US: texts?.EN_US ?? '', ZH_CN: texts?.ZH_CN ?? '' });

/** The document as stored: texts trimmed, sales-info fields left empty in both languages left out. */
function toStored(document: SellerProductDocument): StoredProduct {
  const salesInfo: StoredSalesInfo = {};
  for (const field of SALES_INFO_FIELDS) {
    const value = document.salesInfo[field];
    if (value === null) continue;
    if (typeof value === 'number') salesInfo[field] = value;
    else if (typeof value === 'string') {
      if (value.trim() !== '') salesInfo[field] = value.trim();
    } else {
      const texts = { EN_US: value.EN_US.trim(), ZH_CN: value.ZH_CN.trim() };
      if (texts.EN_US !== '' || texts.ZH_CN !== '') salesInfo[field] = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ''));
    }
  }
  return {
    title: { EN_US: document.title.EN_US.trim(), ZH_CN: document.title.ZH_CN.trim() },
    keywords: { EN_US: document.keywords.EN_US, ZH_CN: document.keywords.ZH_CN },
    salesInfo,
    pictures: document.pictures,
    listed: document.listed,
  };
}

function toProduct(row: SellerProductRow): SellerProduct {
  const info = row.salesInfo;
  const text = (field: Exclude<keyof SellerSalesInfo, 'model' | 'minimumOrderQuantity'>) => {
    const value = info[field];
    return typeof value === 'object' ? both(value) : { EN_US: String(value ?? ''), ZH_CN: String(value ?? '') };
  };
  return {
    id: row.id,
    shopCode: row.shopCode ?? '',
    document: {
      title: both(row.title),
      keywords: { EN_US: row.keywords.EN_US ?? [], ZH_CN: row.keywords.ZH_CN ?? [] },
      salesInfo: {
        brand: text('brand'),
        material: text('material'),
        model: typeof info.model === 'object' ? (info.model.ZH_CN ?? info.model.EN_US ?? '') : String(info.model ?? ''),
        placeOfOrigin: text('placeOfOrigin'),
        specification: text('specification'),
        supplyType: text('supplyType'),
        manufacturer: text('manufacturer'),
        shippingAddress: text('shippingAddress'),
        minimumOrderQuantity: typeof info.minimumOrderQuantity === 'number' ? info.minimumOrderQuantity : null,
      },
      pictures: row.pictures,
      listed: row.listed,
    },
    listedAt: row.listedAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The exhibitor's products (issue 28), sellers only, always their own company's: list them (on show or not), read
 * one, create one, change one. A change is in the product search at once and in the suggestions with it (one
 * transaction). Another company's product is 404. Refused documents are 400 E400_INVALID_PRODUCT, a pointer per
 * error; sensitive words 400 E400_SENSITIVE_CONTENT.
 */
export function sellerProductRoutes(db: Database, refuseSensitiveContent: SensitiveContentGuard): FastifyPluginAsync {
  const products = createSellerProductRepository(db);
  const notFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.notFound, messageFor(request, 'seller.products.error.notFound'));
  const companyOf = async (request: FastifyRequest): Promise<string> => {
    const siteTraderId = await actingCompanyOf(db, request);
    if (siteTraderId === null) throw notFound(request);
    return siteTraderId;
  };
  const stored = async (request: FastifyRequest, id: string): Promise<SellerProductRow> => {
    const row = await products.find(await companyOf(request), id);
    if (!row) throw notFound(request);
    return row;
  };
  /** The checked document, stored form; or the refusal sent. */
  const checked = async (request: FastifyRequest, reply: FastifyReply, current: readonly string[]): Promise<StoredProduct | undefined> => {
    const [accountId, siteTraderId] = [viewerOf(request).accountId, await companyOf(request)];
    const check = await checkProduct((request.body as { document: unknown }).document, requestLanguage(request), current, (urls) =>
      products.libraryPictures(urls, accountId, siteTraderId),
    );
    if (!check.valid) {
      await replyInvalidDocument(reply, ErrorCode.invalidProduct, check.errors);
      return undefined;
    }
    const product = toStored(check.document);
    const texts = (texts: { EN_US: string; ZH_CN: string }) => `${texts.EN_US}\n${texts.ZH_CN}`;
    await refuseSensitiveContent(request, {
      title: texts(product.title),
      keywords: [...product.keywords.EN_US, ...product.keywords.ZH_CN].join('\n'),
      salesInfo: Object.values(product.salesInfo)
        .map((value) => (typeof value === 'object' ? Object.values(value).join('\n') : String(value)))
        .join('\n'),
    });
    return product;
  };

  return async (app) => {
    app.addHook('preValidation', sellerOnly(REFUSAL));

    app.get<{ Querystring: { page?: number } }>(
      '/seller/api/products',
      { schema: { querystring: listQuery, response: replying('seller/seller-product-list.schema.json#') } },
      async (request): Promise<SellerProductList> => {
        const page = request.query.page ?? 0;
        const siteTraderId = await actingCompanyOf(db, request);
        if (siteTraderId === null) return { products: [], total: 0, page, size: SELLER_PRODUCT_PAGE_SIZE, shopCode: null };
        const [list, [shop]] = await Promise.all([
          products.list(siteTraderId, page),
          db.query<{ shop_code: string }>('SELECT shop_code FROM exhibitors WHERE site_trader_id = $1', [siteTraderId]),
        ]);
        return { ...list, page, size: SELLER_PRODUCT_PAGE_SIZE, shopCode: shop?.shop_code ?? null };
      },
    );

    app.get<{ Params: { id: string } }>(
      '/seller/api/products/:id',
      { schema: { params: idParams, response: replying('seller/seller-product.schema.json#') } },
      async (request): Promise<SellerProduct> => toProduct(await stored(request, request.params.id)),
    );

    app.post<{ Body: { document: unknown } }>(
      '/seller/api/products',
      { schema: { body: documentBody, response: replying('seller/seller-product.schema.json#', 201) } },
      async (request, reply): Promise<SellerProduct | FastifyReply> => {
        const siteTraderId = await companyOf(request);
        const product = await checked(request, reply, []);
        if (!product) return reply;
        const id = await products.create(siteTraderId, product);
        reply.code(201);
        return toProduct(await stored(request, id));
      },
    );

    app.put<{ Params: { id: string }; Body: { document: unknown } }>(
      '/seller/api/products/:id',
      { schema: { params: idParams, body: documentBody, response: replying('seller/seller-product.schema.json#') } },
      async (request, reply): Promise<SellerProduct | FastifyReply> => {
        const siteTraderId = await companyOf(request);
        const current = await stored(request, request.params.id);
        const product = await checked(request, reply, current.pictures);
        if (!product) return reply;
        if (!(await products.update(siteTraderId, request.params.id, product))) throw notFound(request);
        return toProduct(await stored(request, request.params.id));
      },
    );
  };
}
