// Issue 30: every visitor without a session gets the same home page of a language until the configuration, the
// announcements or a time window changes, so it is rendered once and kept with its compressed forms.
// - A change made through the operators' API clears the cache at once (`clear`: on this instance before the answer
//   goes out, on the others through the bus).
// - A time window's edge ends a page's life by itself (`until`).
// - A page is kept for the live configuration it was rendered from (`version`, its version and row revision). At most
//   once a second per page the cache asks for the live stamp again (`stampOf`: one indexed row), so a change no event
//   reports — `npm run config` or an edit straight in the database, another instance without a broker — shows within
//   a second. Asking on every request would halve the page's rate (bench:api).
// - No page is kept longer than `maxAgeMs`, for the rest no event reports (another instance's announcement without a broker).
import { contentEtag } from '../../http/content-etag.js';
import { precompress, type Precompressed } from '../../http/precompressed.js';

export interface KeptPage {
  etag: string;
  page: Precompressed;
  /** The live configuration's stamp it was rendered from. */
  version: string;
}

export interface RenderedPage {
  html: string;
  /** The stamp of the live configuration the render read (it may be newer than the one asked about). */
  version: string;
  /** When it stops being right by itself (the next time window's edge), as an instant in milliseconds. */
  until: number;
  /** false for a render that fell short (a call that failed, a render error): sent, not kept. */
  keep: boolean;
}

export interface RenderedPageCache {
  /**
   * The kept page of `key` while it is right; else `render`'s, shared by the requests that arrive while it renders.
   * `stampOf` answers the live configuration's stamp now.
   */
  page(key: string, stampOf: () => Promise<string>, render: () => Promise<RenderedPage>): KeptPage | Promise<KeptPage>;
  /** Drops every kept page, and any render under way is not kept. */
  clear(): void;
}

/** How often a kept page's configuration stamp is asked for again, at most. */
export const STAMP_CHECK_INTERVAL_MS = 1_000;

interface Entry extends KeptPage {
  until: number;
  checkedAt: number;
  /** The stamp check under way, shared by the requests that arrive meanwhile. */
  checking?: Promise<KeptPage> | undefined;
}

export function createRenderedPageCache({ maxAgeMs, now = () => Date.now() }: { maxAgeMs: number; now?: () => number }): RenderedPageCache {
  const kept = new Map<string, Entry>();
  const rendering = new Map<string, { generation: number; done: Promise<KeptPage> }>();
  // Bumped by every clear: a render that started before it shows what was, and is not kept.
  let generation = 0;

  async function fill(key: string, render: () => Promise<RenderedPage>): Promise<KeptPage> {
    const startedIn = generation;
    const startedAt = now();
    const { html, until, keep, version } = await render();
    const page: KeptPage = { etag: contentEtag(html), page: await precompress(html), version };
    if (keep && generation === startedIn) kept.set(key, { ...page, until: Math.min(until, startedAt + maxAgeMs), checkedAt: startedAt });
    return page;
  }

  function renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<KeptPage> {
    const under = rendering.get(key);
    if (under !== undefined && under.generation === generation) return under.done;
    const done = fill(key, render).finally(() => {
      if (rendering.get(key)?.done === done) rendering.delete(key);
    });
    rendering.set(key, { generation, done });
    return done;
  }

  return {
    page(key, stampOf, render) {
      const hit = kept.get(key);
      if (hit === undefined || now() >= hit.until) return renderOnce(key, render);
      if (now() - hit.checkedAt < STAMP_CHECK_INTERVAL_MS) return hit;
      hit.checking ??= stampOf()
        .then((stamp) => {
          if (stamp !== hit.version) return renderOnce(key, render);
          hit.checkedAt = now();
          return hit;
        })
        .finally(() => (hit.checking = undefined));
      return hit.checking;
    },
    clear() {
      generation += 1;
      kept.clear();
    },
  };
}
