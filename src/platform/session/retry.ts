import { RequestFailure } from '../request-failure';

/** A refusal by the server (4xx) will not change on a second try; a lost connection or a 5xx may. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof RequestFailure && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
