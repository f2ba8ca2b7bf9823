// Spec §4: the flag mask's buyer registration, buyer login and media login bits gate those entries. The page
// hides them; the server refuses them too, by the live home page configuration's mask in the request's language.
import type { FastifyRequest } from 'fastify';
import { hasFlag } from '../../common/flags.js';
import { liveFlagMask } from '../page-configs/live-flag-mask.js';
import type { PageConfigRepository } from '../page-configs/repository.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import type { Account } from './account-repository.js';
import { messageFor, requestLanguage } from './viewer.js';

function flagMaskFor(pageConfigs: PageConfigRepository, request: FastifyRequest): Promise<number> {
  return liveFlagMask(pageConfigs, requestLanguage(request));
}

/** 403 E403_REGISTRATION_CLOSED while buyer registration is off. */
export async function requireRegistrationOpen(pageConfigs: PageConfigRepository, request: FastifyRequest): Promise<void> {
  if (!hasFlag(await flagMaskFor(pageConfigs, request), 'buyerRegistration')) {
    throw new ApiError(403, ErrorCode.registrationClosed, messageFor(request, 'auth.error.registrationClosed'));
  }
}

/** 403 E403_LOGIN_CLOSED for a buyer while buyer login is off, for a media member while media login is off. */
export async function requireLoginOpen(
  pageConfigs: PageConfigRepository,
  request: FastifyRequest,
  account: Pick<Account, 'userType' | 'mediaMember'>,
): Promise<void> {
  if (account.userType !== 'BUYER' && account.userType !== 'MEMBER') return;
  const flag = account.mediaMember ? 'mediaLogin' : 'buyerLogin';
  if (!hasFlag(await flagMaskFor(pageConfigs, request), flag)) {
    throw new ApiError(403, ErrorCode.loginClosed, messageFor(request, flag === 'mediaLogin' ? 'auth.error.mediaLoginClosed' : 'auth.error.buyerLoginClosed'));
  }
}
