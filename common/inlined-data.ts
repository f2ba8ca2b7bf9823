// The first screen's data the server puts in the HTML (server/page-configs/home-page/home-page-html.ts) and the page reads
// (src/platform/inlined-data.ts): the one list of its `<script type="application/json">` elements both sides use.

/** The ids of the `<script type="application/json">` elements the server writes. */
export const INLINED_DATA_ELEMENT_IDS = {
  pageConfig: 'initial-page-config',
  /** The server's verdicts on the page configuration's section data (src/engine/section-data-checks.ts). */
  sectionDataChecks: 'initial-section-data-checks',
  /** The replies to the calls the sections' server hooks name (PrefetchedCall), by `replyKeyOf` their query key. */
  queryReplies: 'initial-query-replies',
  /** The LoginStatus of the request's session (schemas/auth/login-status.schema.json). */
  loginStatus: 'initial-login-status',
} as const;

export type InlinedData = keyof typeof INLINED_DATA_ELEMENT_IDS;

/**
 * A GET call a section's View makes as soon as it renders, named by its server hook (src/engine/types.ts,
 * SectionServerHooks): the server makes it through its own routes before it renders the page and inlines the
 * reply, which the View's query then starts from instead of calling.
 */
export interface PrefetchedCall {
  /** The key of the View's query (react-query), which finds the reply in the page. */
  queryKey: readonly unknown[];
  /** The API path, as the browser calls it. */
  path: string;
  /** Its query parameters, serialised as the browser's http client does (common/query-string.ts). */
  query: Record<string, unknown>;
}

/** The inlined replies, by the JSON of their query key. */
export type QueryReplies = Record<string, unknown>;

export function replyKeyOf(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey);
}
