import type { ErrorObject, ValidateFunction } from 'ajv';

/** A reply that does not match its schema: an error state for the caller, never a crash further down. */
export class InvalidReplyError extends Error {
  override name = 'InvalidReplyError';

  constructor(
    what: string,
    readonly errors: readonly ErrorObject[],
  ) {
    const details = errors.map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`).join('; ');
    super(`${what} is invalid: ${details}`);
  }
}

/** The reply, typed by its schema's validator, or an InvalidReplyError naming what is wrong. */
export function checkReply<T>(validate: ValidateFunction<T>, reply: unknown, what: string): T {
  if (validate(reply)) return reply;
  throw new InvalidReplyError(what, validate.errors ?? []);
}
