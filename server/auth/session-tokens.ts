// Contract (issue 4): access token 30 min, refresh token 30 days, both opaque and stored hashed.
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What the browser holds for one session: each goes into its own cookie. */
export interface SessionTokens {
  access: string;
  refresh: string;
  xsrf: string;
}
