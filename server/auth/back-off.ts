// Growing back-off (issue 24): instead of locking a thing out, each event beyond a few free ones makes the next
// wait longer, twice as long per event, up to a cap. Used by the login throttle and by the verification codes.

export interface BackOffPolicy {
  /** Events that ask no wait before the next. */
  free: number;
  /** The wait after the first event beyond the free ones. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Seconds still to wait after `count` remembered events, the latest `secondsSinceLast` ago; 0 when the next may go now. */
export function backOffSeconds(policy: BackOffPolicy, count: number, secondsSinceLast: number): number {
  if (count < policy.free) return 0;
  const delay = Math.min(policy.firstDelaySeconds * 2 ** (count - policy.free), policy.maxDelaySeconds);
  return Math.max(Math.ceil(delay - secondsSinceLast), 0);
}
