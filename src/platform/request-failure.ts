import type { ErrorItem } from '../../common/generated/types';

/**
 * Spec §8: a failed response, as callers see it: HTTP status, body, error list, first code and message. Made
 * from a reply by ./request-failure-of.ts, which checks the body's shape; the session code that only asks
 * whether an error is one loads no validator.
 */
export class RequestFailure extends Error {
  override name = 'RequestFailure';
  readonly errorList: readonly ErrorItem[];
  readonly errorCode: string | undefined;
  readonly errorMessage: string | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
    errorList: readonly ErrorItem[],
    options?: ErrorOptions,
  ) {
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
