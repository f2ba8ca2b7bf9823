// Replies that repeat (the home page's HTML as every visitor without a session gets it) sent in their smallest
// form: the first time a body is asked for, the caller sends it as any other reply (compressed per request, at
// a fast level) while it is compressed at the build's levels for the next time. The most recently used are
// kept, up to a capacity.
import { precompress, type Precompressed } from './precompressed.js';

export interface PrecompressedCache {
  /** The ready form of `body`, kept under `key` (a hash of it); undefined until it is ready. */
  take(key: string, body: string): Precompressed | undefined;
}

export function createPrecompressedCache(capacity: number, onError: (error: unknown) => void): PrecompressedCache {
  const ready = new Map<string, Precompressed>();
  const compressing = new Set<string>();
  return {
    take(key, body) {
      const hit = ready.get(key);
      if (hit !== undefined) {
        // Moved to the end: the map's order is the order of use.
        ready.delete(key);
        ready.set(key, hit);
        return hit;
      }
      if (!compressing.has(key)) {
        compressing.add(key);
        precompress(body)
          .then((compressed) => {
            ready.set(key, compressed);
            for (const oldest of ready.keys()) {
              if (ready.size <= capacity) break;
              ready.delete(oldest);
            }
          })
          .catch(onError)
          .finally(() => compressing.delete(key));
      }
      return undefined;
    },
  };
}
