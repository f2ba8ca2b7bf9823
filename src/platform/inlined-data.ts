// The first screen's data, put in the HTML by the server (server/page-configs/home-page/home-page-html.ts) so the page
// renders without a round trip; each reader checks what it finds against its schema. The server renders the
// same first screen from the same data (src/ssr/), through a source of its own.

import { INLINED_DATA_ELEMENT_IDS, replyKeyOf, type InlinedData } from '../../common/inlined-data';

/** Where a page's inlined data comes from: the HTML in the browser, the request's data on the server. */
export interface InlinedDataSource {
  /** The parsed data; undefined when it is missing or not JSON (then the page fetches). */
  read(what: InlinedData): unknown;
  /** Reads it and forgets it, for data that later knowledge supersedes (the login status). */
  take(what: InlinedData): unknown;
}

/** The data in a document's `<script type="application/json">` elements. */
export function inlinedDataIn(root: Document): InlinedDataSource {
  const read = (what: InlinedData) => {
    const text = root.getElementById(INLINED_DATA_ELEMENT_IDS[what])?.textContent;
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      console.warn(`[inlined data] the inlined ${what} is not JSON and is not used`);
      return undefined;
    }
  };
  return {
    read,
    take: (what) => {
      const data = read(what);
      root.getElementById(INLINED_DATA_ELEMENT_IDS[what])?.remove();
      return data;
    },
  };
}

/** The data the server is about to inline, as the page will read it from the HTML. */
export function inlinedDataOf(data: Partial<Record<InlinedData, unknown>>): InlinedDataSource {
  return { read: (what) => data[what], take: (what) => data[what] };
}

/**
 * The reply the server inlined for the query with this key (a section's server hook named the call), or undefined
 * when it inlined none: the query then calls.
 */
export function inlinedReply(source: InlinedDataSource, queryKey: readonly unknown[]): unknown {
  const replies = source.read('queryReplies');
  if (typeof replies !== 'object' || replies === null) return undefined;
  const key = replyKeyOf(queryKey);
  return Object.hasOwn(replies, key) ? (replies as Record<string, unknown>)[key] : undefined;
}
