// Setup for the jsdom tests (src/, sections/): jest-dom's matchers (toBeInTheDocument, toHaveAttribute, …), both
// message catalogs loaded, as a page has its own once fetched;
// findBy…/waitFor given the time a loaded machine needs (the whole suite runs at once in CI, and a test's first
// render may load a lazy route's code); and unmount what a test rendered, so the next starts from a clean DOM.
// Most test files share one window and module graph (vitest.config.ts): after each file, what a file may have
// changed of the window goes back to how a new one is, so the next file starts as on a page of its own.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { registerAllMessages } from '../common/i18n/all-messages';
import { setAnalyticsConsent } from './platform/analytics';
import { getOpenDialog } from './platform/dialogs';
import { dismissToast, getToasts } from './platform/toast';

registerAllMessages();
configure({ asyncUtilTimeout: 5000 });

// The sections' and pages' tests check what they track, as for a visitor who chose Allow; nothing is tracked
// before that choice (issue 29), which analytics.test.ts and cookie-consent.test.ts test on their own.
beforeEach(() => {
  setAnalyticsConsent('allow');
});

afterEach(() => {
  cleanup();
});

afterAll(() => {
  // The page's dialog and toasts are module state: a file may end with one showing.
  getOpenDialog()?.settle('dismiss');
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A file in the node environment (`@vitest-environment node`) has no window.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of Array.from(element.attributes)) if (element !== document.documentElement || name !== 'lang') element.removeAttribute(name);
  }
  // The <title> goes with the head's children.
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});
