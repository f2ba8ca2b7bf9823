import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startAnalyticsBeacon } from './platform/analytics-beacon';
import { restoreCookieConsent } from './platform/cookie-consent';
import { registerInlinedMessages } from './platform/i18n/inlined-messages';
import { inlinedDataIn } from './platform/inlined-data';
import { createPortalQueryClient } from './platform/query-client';
import { applyTextSize, getTextSize } from './platform/text-size';
import { PortalApp } from './pages/PortalApp';
import { PortalRoutes } from './pages/router';
import { SERVER_RENDERED_ATTRIBUTE } from './ssr/server-rendered';
import './ui/tokens.css';
import './ui/global.css';

const inlinedData = inlinedDataIn(document);
registerInlinedMessages(inlinedData);
// A visitor's stored cookie choice applies before the first analytics event (spec §2: deny sends nothing).
restoreCookieConsent();
// Tracked events go to the server in batches, on page hide (spec §7); after a deny, nothing goes.
startAnalyticsBeacon();
// Spec §9 text sizes A+, A, A-: the visitor's choice applies before the first paint.
applyTextSize(getTextSize());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = (
  <PortalApp queryClient={createPortalQueryClient()} inlinedData={inlinedData}>
    <BrowserRouter>
      <PortalRoutes />
    </BrowserRouter>
  </PortalApp>
);

// The home page comes rendered from the server (src/ssr/): it is hydrated, and a page that does not match what the
// server sent says so — a test fails on it. Every other page starts from the boot shell.
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[hydration] the page recovered from a hydration error (it did not match the server render):', error) });
} else {
  createRoot(root).render(app);
}
