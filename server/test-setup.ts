// Setup for the server tests: both message catalogs, as the server registers them when it builds its app.
import { registerAllMessages } from '../src/platform/i18n/all-messages.js';

registerAllMessages();
