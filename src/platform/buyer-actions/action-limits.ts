// The longest texts the buyer actions accept, as the server checks them (server/member/actions/*/routes.ts):
// the forms stop there, so a buyer never types what the server would refuse.

/** An inquiry holds 1 to 2000 characters (server: INQUIRY_CONTENT_MAX_LENGTH). */
export const INQUIRY_CONTENT_MAX_LENGTH = 2_000;

/** The message a business card carries: optional, at most 500 characters (server: BUSINESS_CARD_MESSAGE_MAX_LENGTH). */
export const BUSINESS_CARD_MESSAGE_MAX_LENGTH = 500;
