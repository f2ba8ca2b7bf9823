// Both catalogs at once, for the server (its error messages follow each request's language), the unit tests
// and Ladle, with the operators' messages in them. The portal's pages never import this: they load only their
// own language (./messages.ts), and the operator page adds its own part (src/pages/operator/operator-messages.ts).
import enUS from '../generated/messages/en-US.json';
import zhCN from '../generated/messages/zh-CN.json';
import operatorEnUS from '../generated/messages/operator.en-US.json';
import operatorZhCN from '../generated/messages/operator.zh-CN.json';
import type { Language } from '../language';
import { type CompiledMessages, registerMessages } from './messages';

/** The catalogs a visitor's page gets, without the operators' messages: what the server renders the home page with. */
export const PORTAL_MESSAGES = { 'en-US': enUS, 'zh-CN': zhCN } as unknown as Record<Language, CompiledMessages>;

export function registerAllMessages(): void {
  registerMessages('en-US', { ...enUS, ...operatorEnUS } as unknown as CompiledMessages);
  registerMessages('zh-CN', { ...zhCN, ...operatorZhCN } as unknown as CompiledMessages);
}
