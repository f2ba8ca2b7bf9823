import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveBookingList, SellerLive, SellerLiveDocument, SellerLiveList } from '../../../common/generated/types.js';
import type { Language } from '../../../common/language.js';
import { nowAsWallTime, wallTimeInstantIfAny } from '../../../common/wall-time.js';
import { messageFor, requestLanguage } from '../../auth/viewer.js';
import type { Database } from '../../db/connection.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import { configError, configErrorsOf, type ConfigError } from '../../page-configs/operator/config-errors.js';
import { replyInvalidDocument } from '../../page-configs/operator/invalid-config-reply.js';
import { createSchemaAjv } from '../../../schemas/load.js';
import { actingCompanyOf, sellerOnly } from '../require-seller.js';
import { createSellerLiveRepository, type SellerLiveRow } from './repository.js';

const REFUSAL = 'seller.error.notSeller';
const MAX_LENGTH_MS = 24 * 3600_000;
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'] };
const documentBody = { type: 'object', properties: { document: {} }, required: ['document'], additionalProperties: false };

let compiled: ValidateFunction<SellerLiveDocument> | undefined;
function documentValidator(): ValidateFunction<SellerLiveDocument> {
  compiled ??= createSchemaAjv().compile<SellerLiveDocument>({ $ref: 'seller/seller-live-document.schema.json' });
  return compiled;
}

/** The schema; then real dates, an end after the start and at most 24 hours after it. */
export function checkLive(document: unknown, language: Language): { valid: true; document: SellerLiveDocument } | { valid: false; errors: ConfigError[] } {
  const validate = documentValidator();
  if (!validate(document)) return { valid: false, errors: configErrorsOf(validate.errors ?? [], language) };
  const start = wallTimeInstantIfAny(document.startsAt);
  const end = wallTimeInstantIfAny(document.endsAt);
  if (start === undefined) return { valid: false, errors: [configError('/startsAt', language, 'operator.announcements.validation.noSuchTime')] };
  if (end === undefined) return { valid: false, errors: [configError('/endsAt', language, 'operator.announcements.validation.noSuchTime')] };
  if (end <= start || end - start > MAX_LENGTH_MS) return { valid: false, errors: [configError('/endsAt', language, 'seller.lives.validation.window')] };
  return { valid: true, document };
}

const toLive = (row: SellerLiveRow): SellerLive => ({
  id: row.id,
  document: {
    title: { EN_US: row.title.EN_US ?? row.title.ZH_CN ?? '', ZH_CN: row.title.ZH_CN ?? row.title.EN_US ?? '' },
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    streamUrl: row.streamUrl ?? '',
    coverUrl: row.coverUrl ?? '',
  },
  state: row.state,
  bookings: row.bookings,
});

/**
 * The exhibitor's live sessions (issue 28), sellers only, always their own company's: list them with their state and
 * bookings, create one, change one (a new start reminds its bookers again), see who booked it. Another company's live
 * is 404. Refused documents are 400 E400_INVALID_LIVE, a pointer per error.
 */
export function sellerLiveRoutes(db: Database, now: () => Date): FastifyPluginAsync {
  const lives = createSellerLiveRepository(db);
  const notFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.notFound, messageFor(request, 'seller.error.liveNotFound'));
  const companyOf = async (request: FastifyRequest): Promise<string> => {
    const siteTraderId = await actingCompanyOf(db, request);
    if (siteTraderId === null) throw notFound(request);
    return siteTraderId;
  };
  const stored = async (request: FastifyRequest, id: string): Promise<SellerLive> => {
    const row = await lives.find(await companyOf(request), id, nowAsWallTime(now()));
    if (!row) throw notFound(request);
    return toLive(row);
  };

  return async (app) => {
    app.addHook('preValidation', sellerOnly(REFUSAL));

    app.get('/seller/api/lives', { schema: { response: replying('seller/seller-live-list.schema.json#') } }, async (request): Promise<SellerLiveList> => {
      const siteTraderId = await actingCompanyOf(db, request);
      if (siteTraderId === null) return { lives: [] };
      return { lives: (await lives.list(siteTraderId, nowAsWallTime(now()))).map(toLive) };
    });

    app.post<{ Body: { document: unknown } }>(
      '/seller/api/lives',
      { schema: { body: documentBody, response: replying('seller/seller-live.schema.json#', 201) } },
      async (request, reply): Promise<SellerLive | FastifyReply> => {
        const siteTraderId = await companyOf(request);
        const check = checkLive(request.body.document, requestLanguage(request));
        if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidLive, check.errors);
        const id = await lives.create(siteTraderId, check.document);
        reply.code(201);
        return stored(request, id);
      },
    );

    app.put<{ Params: { id: string }; Body: { document: unknown } }>(
      '/seller/api/lives/:id',
      { schema: { params: idParams, body: documentBody, response: replying('seller/seller-live.schema.json#') } },
      async (request, reply): Promise<SellerLive | FastifyReply> => {
        const siteTraderId = await companyOf(request);
        await stored(request, request.params.id);
        const check = checkLive(request.body.document, requestLanguage(request));
        if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidLive, check.errors);
        if (!(await lives.update(siteTraderId, request.params.id, check.document))) throw notFound(request);
        return stored(request, request.params.id);
      },
    );

    app.get<{ Params: { id: string } }>(
      '/seller/api/lives/:id/bookings',
      { schema: { params: idParams, response: replying('seller/live-booking-list.schema.json#') } },
      async (request): Promise<LiveBookingList> => {
        const bookings = await lives.bookings(await companyOf(request), request.params.id);
        if (!bookings) throw notFound(request);
        return { bookings };
      },
    );
  };
}
