// Issue 30: how long a home page kept for visitors may be sent before it is rendered again though no change was
// reported. Changes made through the portal's API reach every instance at once (in-process, or the RabbitMQ bus);
// the age bounds the rest: `npm run config` writing to PostgreSQL beside running servers, and several instances
// on one PostgreSQL without a broker, whose publishes the others learn of only this way.

/** Seconds, when every change is reported (the embedded database's one process, or AMQP_URL). */
export const REPORTED_MAX_AGE_SECONDS = 60;
/** Seconds, with DATABASE_URL and no broker: other instances' publishes are reported to no one. */
export const UNREPORTED_MAX_AGE_SECONDS = 5;

/**
 * HOME_PAGE_CACHE_SECONDS (0 turns the cache off), else the default for the set-up. Milliseconds; undefined: no cache.
 * A value that is not a whole number of seconds from 0 to 86 400 is refused at start.
 */
export function readPageCacheMaxAgeMs(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.HOME_PAGE_CACHE_SECONDS?.trim();
  if (text) {
    const seconds = Number(text);
    if (!/^\d+$/.test(text) || seconds > 86_400) throw new Error(`HOME_PAGE_CACHE_SECONDS must be a whole number of seconds from 0 to 86400, not "${text}".`);
    return seconds === 0 ? undefined : seconds * 1000;
  }
  const unreported = Boolean(env.DATABASE_URL?.trim()) && !env.AMQP_URL?.trim();
  return (unreported ? UNREPORTED_MAX_AGE_SECONDS : REPORTED_MAX_AGE_SECONDS) * 1000;
}
