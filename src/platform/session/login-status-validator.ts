// The login status's schema check, on its own so it loads with the call (login-status.ts), not with the page.
export { validateLoginStatus } from '../../../common/generated/validators.js';
