// A sent code may be sent again after CODE_RESEND_INTERVAL_MS: the button counts the seconds down.
import { useCallback, useEffect, useState } from 'react';
import { CODE_RESEND_INTERVAL_MS } from '../../platform/session/auth-calls';

const TICK_MS = 1_000;

export interface ResendCountdown {
  /** 0 when a code may be sent. */
  secondsLeft: number;
  /** Counts down the resend interval, or `seconds` when the server named the wait (its back-off, issue 24). */
  start(seconds?: number): void;
}

export function useResendCountdown(intervalMs: number = CODE_RESEND_INTERVAL_MS): ResendCountdown {
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(undefined);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback(
    (seconds?: number) => {
      const time = Date.now();
      setNow(time);
      setDeadline(time + (seconds === undefined ? intervalMs : seconds * TICK_MS));
    },
    [intervalMs],
  );
  const secondsLeft = deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / TICK_MS));
  return { secondsLeft, start };
}
