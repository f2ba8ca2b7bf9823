import type { ErrorItem } from '../../common/generated/types';
import { validateErrorResponse } from '../../common/generated/validators.js';
import { RequestFailure } from './request-failure';

/** Spec §8: the error list of a failed reply; a body of another shape has none. */
function errorListOf(body: unknown): readonly ErrorItem[] {
  return validateErrorResponse(body) ? body.errorList : [];
}

/** The failure a reply with this status and body stands for, with the body's error list if it has the spec's shape. */
export function requestFailureOf(status: number, body: unknown, options?: ErrorOptions): RequestFailure {
  return new RequestFailure(status, body, errorListOf(body), options);
}
