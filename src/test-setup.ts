// Setup for the jsdom tests (src/, sections/): unmount what a test rendered, so the next starts from a clean DOM.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
