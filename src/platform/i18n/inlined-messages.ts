// The catalog the server put in the home page's HTML (server/pages/routes.ts), so the first render needs no
// catalog chunk; any other page loads its language's catalog instead.
import type { InlinedDataSource } from '../inlined-data';
import { isLanguage } from '../language';
import { type CompiledMessages, registerMessages } from './messages';

export function registerInlinedMessages(source: InlinedDataSource): void {
  const inlined = source.read('messages') as { language?: unknown; messages?: unknown } | undefined;
  if (!inlined || !isLanguage(inlined.language) || typeof inlined.messages !== 'object' || inlined.messages === null) return;
  registerMessages(inlined.language, inlined.messages as CompiledMessages);
}
