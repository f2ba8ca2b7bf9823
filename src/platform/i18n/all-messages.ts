// Both catalogs at once, for the server (its error messages follow each request's language), the unit tests
// and Ladle. The portal's pages never import this: they load only their own language (./messages.ts).
import enUS from '../../generated/messages/en-US.json';
import zhCN from '../../generated/messages/zh-CN.json';
import { type CompiledMessages, registerMessages } from './messages';

export function registerAllMessages(): void {
  registerMessages('en-US', enUS as unknown as CompiledMessages);
  registerMessages('zh-CN', zhCN as unknown as CompiledMessages);
}
