// Spec §2, §4: logout goes through /logout/index in a hidden frame, which also expires the cookies.
import { SESSION_PATHS } from './paths';

/** How long the frame may take before it is removed anyway. */
const FRAME_LIFETIME_MS = 30_000;

export function loadLogoutFrame(root: Document = document): HTMLIFrameElement {
  const frame = root.createElement('iframe');
  frame.src = SESSION_PATHS.logoutFrame;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.title = 'logout';
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.logoutFrame = '';
  const remove = () => frame.remove();
  frame.addEventListener('load', () => setTimeout(remove, 0), { once: true });
  setTimeout(remove, FRAME_LIFETIME_MS);
  root.body.append(frame);
  return frame;
}
