import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CompanyInfo, CompanyInfoInput } from '../../../common/generated/types.js';
import { messageFor, requireBuyer, viewerOf } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import type { SensitiveContentGuard } from '../../sensitive-words/sensitive-content-guard.js';
import { ACTION_BODY_LIMIT_BYTES } from '../actions/action-schemas.js';
import { toCompanyInfo } from './company-info-reply.js';
import type { CompanyInfoRepository } from './repository.js';

const PATH = '/member/api/companyInfo/self';
/** schemas/buyer/company-info-input: a company name has at least two characters, also once trimmed. */
const COMPANY_NAME_MIN_LENGTH = 2;

const readSchema = { response: replying('buyer/company-info.schema.json#') };
const saveSchema = { body: { $ref: 'buyer/company-info-input.schema.json#' }, response: replying('buyer/company-info.schema.json#') };

// The form is a buyer's (BUYER or MEMBER); others get the spec's non-buyer refusal.
const asBuyer = requireBuyer('submitRequest');

/**
 * The buyer's company information (spec §3, §5, §8 'Complete now'): GET answers it (404 E214009005 while there
 * is none), PUT creates the buyer's company or updates it. Once stored, siteTraders/self answers and the
 * company-information locks open on the next request: the session reads the account's company every time.
 */
export function companyInfoRoutes(companies: CompanyInfoRepository, refuseSensitiveContent: SensitiveContentGuard): FastifyPluginAsync {
  return async (app) => {
    app.get(PATH, { schema: readSchema, preValidation: asBuyer }, async (request): Promise<CompanyInfo> => {
      const record = await companies.findOf(viewerOf(request).accountId);
      const info = record && toCompanyInfo(record);
      if (!info) throw notCompleted(request);
      return info;
    });

    app.put<{ Body: CompanyInfoInput }>(
      PATH,
      { schema: saveSchema, preValidation: asBuyer, bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request): Promise<CompanyInfo> => {
        const input = trimmed(request.body);
        if (input.companyName.length < COMPANY_NAME_MIN_LENGTH) {
          throw new ApiError(400, ErrorCode.validation, `body.companyName must NOT have fewer than ${COMPANY_NAME_MIN_LENGTH} characters`, '/companyName');
        }
        await refuseSensitiveContent(request, { companyName: input.companyName, contactName: input.contactName });
        const result = await companies.save(viewerOf(request).accountId, input);
        if ('refused' in result) throw new ApiError(409, ErrorCode.notBuyerCompany, messageFor(request, 'buyerJourneyApi.companyNotBuyers'));
        const info = toCompanyInfo(result.saved);
        if (!info) throw new Error('A company saved with every detail reads back incomplete.');
        return info;
      },
    );
  };
}

function trimmed(input: CompanyInfoInput): CompanyInfoInput {
  return { ...input, companyName: input.companyName.trim(), contactName: input.contactName.trim() };
}

function notCompleted(request: FastifyRequest): ApiError {
  return new ApiError(404, ErrorCode.siteTraderNotFound, messageFor(request, 'auth.error.siteTraderNotFound'));
}
