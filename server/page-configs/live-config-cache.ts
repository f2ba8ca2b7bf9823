import type { Language } from '../../common/generated/types.js';
import { precompress, type Precompressed } from '../http/precompressed.js';
import { pageConfigEtag } from './page-config-etag.js';
import type { LivePageConfig, LiveStamp, PageConfigRepository } from './repository.js';

/** A live page configuration as the endpoint serves it: its ETag and its reply, serialised and compressed. */
export interface ServedLiveConfig {
  stamp: LiveStamp;
  etag: string;
  body: Precompressed;
}

/** The reply's JSON text for a live row (the route's response serializer); run once per stamp. */
export type SerializeLive = (live: LivePageConfig) => string;

export interface LiveConfigCache {
  /** The live configuration of a page in a language, undefined when it has none. */
  find(page: string, language: Language, serialize: SerializeLive): Promise<ServedLiveConfig | undefined>;
}

const sameStamp = (a: LiveStamp, b: LiveStamp) => a.version === b.version && a.revision === b.revision;

/**
 * Keeps each live configuration's reply in memory, but asks the database for the live stamp on every
 * call: a publish, a rollback or an edit of the stored row, by this server, another instance or
 * `npm run config`, shows on the very next request. Only the document's read, parse, serialisation,
 * hashing and compression are saved. One entry per page and language that has a live configuration.
 */
export function createLiveConfigCache(repository: PageConfigRepository): LiveConfigCache {
  const entries = new Map<string, ServedLiveConfig>();
  // A fill in progress per page and language, so that a burst right after a publish compresses once.
  const fills = new Map<string, Promise<ServedLiveConfig | undefined>>();

  async function fill(key: string, page: string, language: Language, serialize: SerializeLive): Promise<ServedLiveConfig | undefined> {
    const live = await repository.findLive(page, language);
    if (live === undefined) {
      entries.delete(key);
      return undefined;
    }
    const served: ServedLiveConfig = {
      // The stamp of the row read, which may be newer than the one asked about: never an older one.
      stamp: { version: live.version, revision: live.revision },
      etag: pageConfigEtag(live.version, live.document),
      body: await precompress(serialize(live)),
    };
    entries.set(key, served);
    return served;
  }

  return {
    async find(page, language, serialize) {
      const key = `${page}/${language}`;
      const stamp = await repository.findLiveStamp(page, language);
      if (stamp === undefined) {
        entries.delete(key);
        return undefined;
      }
      const cached = entries.get(key);
      if (cached !== undefined && sameStamp(cached.stamp, stamp)) return cached;
      const pending = fills.get(key);
      if (pending !== undefined) {
        const filled = await pending;
        if (filled !== undefined && sameStamp(filled.stamp, stamp)) return filled;
      }
      const filling = fill(key, page, language, serialize).finally(() => {
        if (fills.get(key) === filling) fills.delete(key);
      });
      fills.set(key, filling);
      return filling;
    },
  };
}
