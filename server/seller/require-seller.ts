import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { MessageId } from '../../common/i18n/messages.js';
import { messageFor, viewerOf } from '../auth/viewer.js';
import type { Queryable } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

/** The header a group account names the company of its group it acts for with (issue 28); without it, the group's own. */
export const COMPANY_HEADER = 'x-company-id';

/**
 * An exhibitor's own call, a seller's or a group's (for the companies of its group): a visitor gets 401
 * E401_LOGIN_REQUIRED, a buyer or an employee 403 E403_NOT_SELLER with `refusal`.
 */
export function sellerOnly(refusal: MessageId): preHandlerAsyncHookHandler {
  return async (request) => {
    const { userType } = viewerOf(request);
    if (userType !== 'SELLER' && userType !== 'GROUP') throw new ApiError(403, ErrorCode.notSeller, messageFor(request, refusal));
  };
}

/** The business cards' refusal: only a seller's company receives them. */
export const requireSeller: preHandlerAsyncHookHandler = async (request) => {
  if (viewerOf(request).userType !== 'SELLER') throw new ApiError(403, ErrorCode.notSeller, messageFor(request, 'buyerJourneyApi.notSeller'));
};

export interface ActingCompany {
  id: string;
  name: string;
  shopCode: string | null;
}

/** The companies an exhibitor account acts for: a seller its own; a group its own first, then its group's, by name. */
export async function companiesOf(db: Queryable, request: FastifyRequest): Promise<ActingCompany[]> {
  const { userType, siteTraderId } = viewerOf(request);
  if (siteTraderId === null) return [];
  return db.query<ActingCompany>(
    `SELECT t.id, t.name, e.shop_code AS "shopCode" FROM site_traders t LEFT JOIN exhibitors e ON e.site_trader_id = t.id
      WHERE t.id = $1 OR ($2 AND t.group_id = $1)
      ORDER BY t.id <> $1, t.name, t.id`,
    [siteTraderId, userType === 'GROUP'],
  );
}

const resolved = new WeakMap<FastifyRequest, Promise<string | null>>();

/**
 * The company the call acts for: a seller's own; a group's own, or the company of its group that COMPANY_HEADER
 * names (any other is 404 E404_NOT_FOUND, as another company's things are). null while the account's company
 * information is not completed. Worked out once per request.
 */
export function actingCompanyOf(db: Queryable, request: FastifyRequest): Promise<string | null> {
  let company = resolved.get(request);
  if (company === undefined) {
    company = resolve(db, request);
    resolved.set(request, company);
  }
  return company;
}

async function resolve(db: Queryable, request: FastifyRequest): Promise<string | null> {
  const { userType, siteTraderId } = viewerOf(request);
  const named = request.headers[COMPANY_HEADER];
  if (userType !== 'GROUP' || siteTraderId === null || typeof named !== 'string' || named === '' || named === siteTraderId) return siteTraderId;
  const [member] =
    named.length > 64 ? [] : await db.query<{ id: string }>('SELECT id FROM site_traders WHERE id = $1 AND group_id = $2', [named, siteTraderId]);
  if (!member) throw new ApiError(404, ErrorCode.notFound, messageFor(request, 'seller.error.notInGroup'));
  return member.id;
}
