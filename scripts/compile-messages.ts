// Compiles the message catalogs (common/i18n/) to react-intl's message syntax trees in
// common/generated/messages/, so the browser ships no ICU message parser (vite.config.ts leaves it out).
// Each section's texts are in its folder (sections/<name>/messages.<language>.ts): first the module that gathers
// them into the catalogs (common/generated/section-messages.ts) is written, then the catalogs are read.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const GENERATED_DIR = join(import.meta.dirname, '..', 'common', 'generated');
const OUT_DIR = join(GENERATED_DIR, 'messages');
const SECTIONS_DIR = join(import.meta.dirname, '..', 'sections');

writeSectionMessages();
const { enUS } = await import('../common/i18n/en-US/index.js');
const { zhCN } = await import('../common/i18n/zh-CN/index.js');
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
        throw new Error(`${language} message ${id} is not valid ICU syntax: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }),
  );
  const part = (operator: boolean) => Object.fromEntries(Object.entries(compiled).filter(([id]) => isOperatorMessage(id) === operator));
  writeFileSync(join(OUT_DIR, `${language}.json`), `${JSON.stringify(part(false))}\n`);
  writeFileSync(join(OUT_DIR, `operator.${language}.json`), `${JSON.stringify(part(true))}\n`);
}
console.log(`compiled ${Object.keys(CATALOGS).length} message catalogs in common/generated/messages/`);

/** common/generated/section-messages.ts: every section folder's messages, one object per language. */
function writeSectionMessages(): void {
  const languages = [
    { language: 'en-US', name: 'enUSSectionMessages' },
    { language: 'zh-CN', name: 'zhCNSectionMessages' },
  ];
  const folders = readdirSync(SECTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const lines = ['// Generated from sections/*/messages.<language>.ts by scripts/compile-messages.ts. Do not edit.'];
  const parts = languages.map(({ language, name }) => {
    const withMessages = folders.filter((folder) => existsSync(join(SECTIONS_DIR, folder, `messages.${language}.ts`)));
    const alias = (folder: string) => `${name.slice(0, 4)}_${folder.replaceAll('-', '_')}`;
    for (const folder of withMessages) lines.push(`import { messages as ${alias(folder)} } from '../../sections/${folder}/messages.${language}';`);
    return `export const ${name} = {\n${withMessages.map((folder) => `  ...${alias(folder)},\n`).join('')}};`;
  });
  mkdirSync(GENERATED_DIR, { recursive: true });
  writeFileSync(join(GENERATED_DIR, 'section-messages.ts'), `${[...lines, '', ...parts].join('\n')}\n`);
}
