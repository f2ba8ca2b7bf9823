// Setup for the jsdom tests (src/, sections/): both message catalogs loaded, as a page has its own once fetched;
// and unmount what a test rendered, so the next starts from a clean DOM.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerAllMessages } from './platform/i18n/all-messages';

registerAllMessages();

afterEach(() => {
  cleanup();
});
