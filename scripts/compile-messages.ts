// Compiles the message catalogs (common/i18n/) to react-intl's message syntax trees in
// common/generated/messages/, so the browser ships no ICU message parser (vite.config.ts leaves it out).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { enUS } from '../common/i18n/en-US/index.js';
import { zhCN } from '../common/i18n/zh-CN/index.js';

const OUT_DIR = join(import.meta.dirname, '..', 'common', 'generated', 'messages');
const CATALOGS = { 'en-US': enUS, 'zh-CN': zhCN };
// The operators' messages (their page's, and the operator and analytics APIs' own) go to a catalog of their own,
// operator.{language}.json, which only the operator page loads: a visitor's page never carries them.
const OPERATOR_PREFIXES = ['operator.', 'analytics.'];
const isOperatorMessage = (id: string) => OPERATOR_PREFIXES.some((prefix) => id.startsWith(prefix));

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
for (const [language, catalog] of Object.entries(CATALOGS)) {
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`${language} message ${id} is not valid ICU syntax: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  const part = (operator: boolean) => Object.fromEntries(Object.entries(compiled).filter(([id]) => isOperatorMessage(id) === operator));
  writeFileSync(join(OUT_DIR, `${language}.json`), `${JSON.stringify(part(false))}\n`);
  writeFileSync(join(OUT_DIR, `operator.${language}.json`), `${JSON.stringify(part(true))}\n`);
}
console.log(`compiled ${Object.keys(CATALOGS).length} message catalogs in common/generated/messages/`);
