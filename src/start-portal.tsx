import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startAnalyticsBeacon } from './platform/analytics-beacon';
import { restoreCookieConsent } from './platform/cookie-consent';
import { registerInlinedMessages } from './platform/i18n/inlined-messages';
import { inlinedDataIn } from './platform/inlined-data';
import { createPortalQueryClient } from './platform/query-client';
import { PortalApp } from './pages/PortalApp';
import { PortalRoutes } from './pages/router';

/** Renders the portal into #root, or hydrates the server's render of it (src/ssr/). */
export function startPortal(root: HTMLElement, serverRendered: boolean): void {
  const inlinedData = inlinedDataIn(document);
  registerInlinedMessages(inlinedData);
  // A visitor's stored cookie choice applies before the first analytics event (spec §2: deny sends nothing).
  restoreCookieConsent();
  // Tracked events go to the server in batches, on page hide (spec §7); after a deny, nothing goes.
  startAnalyticsBeacon();
  const app = (
    <PortalApp queryClient={createPortalQueryClient()} inlinedData={inlinedData}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </PortalApp>
  );
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  // A page that does not match what the server sent says so — a test fails on it. As a transition, hydration
  // yields to the browser every few milliseconds instead of holding the main thread until it is done.
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[hydration] the page recovered from a hydration error (it did not match the server render):', error) });
  });
}
