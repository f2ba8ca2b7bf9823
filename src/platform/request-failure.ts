import type { ErrorItem } from '../generated/types';
import { validateErrorResponse } from '../generated/validators.js';

/** Spec §8: the error list of a failed reply; a body of another shape has none. */
export function errorListOf(body: unknown): readonly ErrorItem[] {
  return validateErrorResponse(body) ? body.errorList : [];
}

/** Spec §8: a failed response, as callers see it: HTTP status, body, error list, first code and message. */
export class RequestFailure extends Error {
  override name = 'RequestFailure';
  readonly errorList: readonly ErrorItem[];
  readonly errorCode: string | undefined;
  readonly errorMessage: string | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
    options?: ErrorOptions,
  ) {
    const errorList = errorListOf(body);
    super(errorList[0]?.errorMessage || `Request failed with status ${status}`, options);
    this.errorList = errorList;
    this.errorCode = errorList[0]?.errorCode;
    this.errorMessage = errorList[0]?.errorMessage;
  }
}

/** The server has no such record (404): a state of its own, not a failure to retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof RequestFailure && error.status === 404;
}

/** A missing record stays missing: asking again would only delay the not-found state. */
export const retryUnlessNotFound = (failures: number, error: Error) => !isNotFound(error) && failures < 1;
