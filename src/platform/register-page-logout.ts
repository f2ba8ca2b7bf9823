// Spec §4: the mobile purchaser confirm sets a browser-storage flag marking a logout in the register page,
// so the register page that loads after the logout knows the person left their account to register anew.
// Kept for the tab only (sessionStorage): the logout and the register page that follows share the tab.
import { readStored, writeStored } from './browser-storage';

const KEY = 'registerPageLogout';
const MARKED = 'Y';

export function markLogoutInRegisterPage(): void {
  writeStored('session', KEY, MARKED);
}

/** Whether a logout in the register page was marked; reading it clears the mark, so it counts once. */
export function takeLogoutInRegisterPageMark(): boolean {
  const marked = readStored('session', KEY) === MARKED;
  if (marked) writeStored('session', KEY, '');
  return marked;
}
