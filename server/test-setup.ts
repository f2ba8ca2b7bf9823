// Setup for the server tests: both message catalogs, as the server registers them when it builds its app.
import { afterAll, vi } from 'vitest';
import { registerAllMessages } from '../common/i18n/all-messages.js';

registerAllMessages();

// The tests read the codes the embedded port sends from /dev/mailbox (auth/testing/mailbox.ts), which a start without
// CODE_PORT=dev-mailbox does not serve.
process.env.CODE_PORT ??= 'dev-mailbox';

// The files of a worker share its modules (isolate: false in vitest.config.ts): what a file changed of them goes
// back after it, so the next file starts as it would alone.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
