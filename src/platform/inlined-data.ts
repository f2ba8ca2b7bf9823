// The first screen's data, put in the HTML by the server (server/pages/home-page-html.ts) so the page
// renders without a round trip; each reader checks what it finds against its schema.

/** The ids of the `<script type="application/json">` elements the server writes. */
export const INLINED_DATA_ELEMENT_IDS = {
  pageConfig: 'initial-page-config',
  announcements: 'initial-announcements',
  /** The LoginStatus of the request's session (schemas/auth/login-status.schema.json). */
  loginStatus: 'initial-login-status',
  /** The page language's compiled message catalog, as `{ language, messages }` (src/platform/i18n/messages.ts). */
  messages: 'initial-messages',
} as const;

export type InlinedData = keyof typeof INLINED_DATA_ELEMENT_IDS;

/** The parsed JSON of one inlined element; undefined when it is missing or not JSON (then the page fetches). */
export function readInlinedData(what: InlinedData, root: Document = document): unknown {
  const text = root.getElementById(INLINED_DATA_ELEMENT_IDS[what])?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    console.warn(`[inlined data] the inlined ${what} is not JSON and is not used`);
    return undefined;
  }
}
