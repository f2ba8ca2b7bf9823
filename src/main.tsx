// The page's entry. A server-rendered page adds it once its first screen has shown (ssr/first-screen-loader.ts); it
// checks that again (a page served without the loader links it) and then loads the app, which hydrates the page.
// On any other page it loads the app at once.
import { applyTextSize, getTextSize } from './platform/text-size';
import { firstScreenShown, preloadFirstScreenModules } from './ssr/first-screen-shown';
import { SERVER_RENDERED_ATTRIBUTE } from './ssr/server-rendered';
import './ui/tokens.css';
import './ui/global.css';

// Spec §9 text sizes A+, A, A-: the visitor's choice applies before the first paint.
applyTextSize(getTextSize());

async function start(root: HTMLElement): Promise<void> {
  const serverRendered = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (serverRendered) {
    await firstScreenShown();
    preloadFirstScreenModules();
  }
  const { startPortal } = await import('./start-portal');
  await startPortal(root, serverRendered);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
start(root).catch((error: unknown) => console.error('[start] the portal could not start:', error));
