import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` (a minute by default) so what depends on it (a show's status) moves on by itself. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
