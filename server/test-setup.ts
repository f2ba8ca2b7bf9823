// Setup for the server tests: both message catalogs, as the server registers them when it builds its app.
import { registerAllMessages } from '../common/i18n/all-messages.js';

registerAllMessages();

// The tests read the codes the embedded port sends from /dev/mailbox (auth/testing/mailbox.ts), which a start without
// CODE_PORT=dev-mailbox does not serve.
process.env.CODE_PORT ??= 'dev-mailbox';
