// The first screen's data the server puts in the HTML (server/page-configs/home-page/home-page-html.ts) and the page reads
// (src/platform/inlined-data.ts): the one list of its `<script type="application/json">` elements both sides use.

/** The ids of the `<script type="application/json">` elements the server writes. */
export const INLINED_DATA_ELEMENT_IDS = {
  pageConfig: 'initial-page-config',
  /** The server's verdicts on the page configuration's section data (src/engine/section-data-checks.ts). */
  sectionDataChecks: 'initial-section-data-checks',
  announcements: 'initial-announcements',
  /** The LoginStatus of the request's session (schemas/auth/login-status.schema.json). */
  loginStatus: 'initial-login-status',
} as const;

export type InlinedData = keyof typeof INLINED_DATA_ELEMENT_IDS;
