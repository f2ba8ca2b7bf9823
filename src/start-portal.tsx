import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startAnalyticsBeacon } from './platform/analytics-beacon';
import { restoreCookieConsent } from './platform/cookie-consent';
import { loadMessages } from '../common/i18n/messages';
import { inlinedDataIn } from './platform/inlined-data';
import { isLanguage } from '../common/language';
import { keepOfflineCopy } from './platform/offline/offline-copy';
import { createPortalQueryClient } from './platform/query-client';
import { PortalApp } from './pages/PortalApp';
import { PortalRoutes } from './pages/router';

/**
 * Renders the portal into #root, or hydrates the server's render of it (src/ssr/) once the page language's
 * message catalog is there (the server's render used it; the preload the boot script placed is fetching it).
 */
export async function startPortal(root: HTMLElement, serverRendered: boolean): Promise<void> {
  const inlinedData = inlinedDataIn(document);
  // A visitor's stored cookie choice applies before the first analytics event (spec §2: deny sends nothing).
  restoreCookieConsent();
  // Tracked events go to the server in batches, on page hide (spec §7); after a deny, nothing goes.
  startAnalyticsBeacon();
  const language = document.documentElement.lang;
  if (serverRendered && isLanguage(language)) {
    try {
      await loadMessages(language);
    } catch (error) {
      // Hydrated without its messages the page would go blank: the server's render stays, its links plain links.
      console.error('[start] the message catalog did not load; the page stays as the server rendered it', error);
      return;
    }
  }
  const app = (
    <PortalApp queryClient={createPortalQueryClient()} inlinedData={inlinedData}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </PortalApp>
  );
  // The last home page kept for offline visits (issue 29), once the page has loaded.
  keepOfflineCopy();
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  // A page that does not match what the server sent says so — a test fails on it. As a transition, hydration
  // yields to the browser every few milliseconds instead of holding the main thread until it is done.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('[hydration] the page recovered from a hydration error (it did not match the server render):', error),
    });
  });
}
