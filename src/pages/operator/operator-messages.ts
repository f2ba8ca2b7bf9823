// The operator page's messages live in a catalog of their own (scripts/compile-messages.ts), loaded with the
// page, so a visitor's page never carries them.
import { addMessages, loadMessages, type CompiledMessages } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';

const OPERATOR_CATALOGS: Record<Language, () => Promise<{ default: unknown }>> = {
  'en-US': () => import('../../../common/generated/messages/operator.en-US.json'),
  'zh-CN': () => import('../../../common/generated/messages/operator.zh-CN.json'),
};

const added = new Set<Language>();

export function operatorMessagesAdded(language: Language): boolean {
  return added.has(language);
}

/** Adds the operator messages to the language's catalog, once. */
export async function addOperatorMessages(language: Language): Promise<void> {
  if (added.has(language)) return;
  const [, { default: operatorMessages }] = await Promise.all([loadMessages(language), OPERATOR_CATALOGS[language]()]);
  addMessages(language, operatorMessages as Partial<CompiledMessages>);
  added.add(language);
}
