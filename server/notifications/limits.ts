/** A notification's title and content lengths (the table's checks, schemas/notifications/). */
export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 2000;
