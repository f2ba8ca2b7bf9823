// The announcement reply's schema check, on its own so it loads with the call (announcements.ts), not with the page.
export { validateAnnouncementPage } from '../../common/generated/validators.js';
