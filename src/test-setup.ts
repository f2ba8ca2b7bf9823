// Setup for the jsdom tests (src/, sections/): jest-dom's matchers (toBeInTheDocument, toHaveAttribute, …), both
// message catalogs loaded, as a page has its own once fetched;
// findBy…/waitFor given the time a loaded machine needs (the whole suite runs at once in CI, and a test's first
// render may load a lazy route's code); and unmount what a test rendered, so the next starts from a clean DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerAllMessages } from '../common/i18n/all-messages';

registerAllMessages();
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
