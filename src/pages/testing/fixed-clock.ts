// For page tests: the page's clock fixed at `now` in each test (only Date: timers still run), and after it
// the real clock back, mocks restored and nothing left in local storage.
import { afterEach, beforeEach, vi } from 'vitest';

export function fixClockInEachTest(now: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
