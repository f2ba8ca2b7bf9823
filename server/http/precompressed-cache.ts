// Replies that repeat (the home page's HTML as every visitor without a session gets it) sent in their smallest
// form. A body is compressed at the build's levels only when it is asked for a second time: a logged-in
// visitor's page (its login status inlined) is unique, and compressing it would cost thread-pool time (about
// 65 ms) for a form never sent. Until the smallest form is ready, the caller sends the body as any other reply
// (compressed per request, at a fast level). The most recently used are kept, up to a capacity.
import { precompress, type Precompressed } from './precompressed.js';

export interface PrecompressedCache {
  /** The ready form of `body`, kept under `key` (a hash of it); undefined until it is ready. */
  take(key: string, body: string): Precompressed | undefined;
}

/** How many more keys than ready forms it remembers as asked for once. */
const SEEN_ONCE_PER_KEPT = 4;

/** Adds `key` as the most recent of an insertion-ordered map, dropping the oldest beyond `limit`. */
function keepRecent<V>(map: Map<string, V>, key: string, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}

export function createPrecompressedCache(capacity: number, onError: (error: unknown) => void): PrecompressedCache {
  const ready = new Map<string, Precompressed>();
  const seenOnce = new Map<string, true>();
  const compressing = new Set<string>();
  return {
    take(key, body) {
      const hit = ready.get(key);
      if (hit !== undefined) {
        keepRecent(ready, key, hit, capacity);
        return hit;
      }
      if (compressing.has(key)) return undefined;
      if (!seenOnce.delete(key)) {
        keepRecent(seenOnce, key, true, capacity * SEEN_ONCE_PER_KEPT);
        return undefined;
      }
      compressing.add(key);
      precompress(body)
        .then((compressed) => keepRecent(ready, key, compressed, capacity))
        .catch(onError)
        .finally(() => compressing.delete(key));
      return undefined;
    },
  };
}
