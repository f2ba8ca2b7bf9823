// Every registered section gets its content form with no editor code: its schema bundles, its generated form
// validator is found by the schema's hash, and the seed's data passes it; its fields are named in both languages.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { bundleSectionSchema, sectionFormSchema } from '../../../../common/forms/section-form-schema';
import { LANGUAGES } from '../../../../common/language';
import { intlFor, loadMessages } from '../../../../common/i18n/messages';
import homeEn from '../../../../fixtures/seed/page-configs.mobile-home.en-US.json';
import { sectionRegistry } from '../../../../sections/registry';
import { spacedName, uiSchemaOf } from './field-labels';
import { loadGeneratedFormValidator } from './SectionContentForm';

/** Every field's label in the uiSchema, with its path. */
function labelsOf(ui: UiSchema, path = ''): Array<[string, string]> {
  return Object.entries(ui).flatMap(([name, child]): Array<[string, string]> => {
    if (name.startsWith('ui:') || typeof child !== 'object' || child === null) return [];
    const here = name === 'items' ? `${path}[]` : `${path}/${name}`;
    const own: Array<[string, string]> = name === 'items' ? [] : [[here, String((child as UiSchema)['ui:title'])]];
    return [...own, ...labelsOf(child as UiSchema, here)];
  });
}

const seeded = homeEn.sections as Record<string, unknown>;

describe.each(Object.values(sectionRegistry).map((section) => [section.key, section] as const))('the %s content form', (key, section) => {
  it('validates with its generated validator: the seed’s data passes, data of the wrong type does not', async () => {
    const schema = await section.loadSchema();
    const formSchema = sectionFormSchema(schema);
    const validator = createPrecompiledValidator(await loadGeneratedFormValidator(schema), formSchema);
    if (key in seeded) expect(validator.validateFormData(seeded[key], formSchema).errors).toEqual([]);
    expect(validator.validateFormData('not an object', formSchema).errors).not.toEqual([]);
  });

  it.each(LANGUAGES)('names every field in %s, not by its spaced code name', async (language) => {
    await loadMessages(language);
    const intl = intlFor(language);
    const ui = uiSchemaOf(bundleSectionSchema(await section.loadSchema()) as RJSFSchema, key, intl);
    // In English a field's code name, spaced, may be its name ('Display page'); in Chinese it never is.
    const unnamed = labelsOf(ui).filter(([path, label]) => label === '' || (language === 'zh-CN' && label === spacedName(path.split('/').at(-1) ?? '')));
    expect(unnamed).toEqual([]);
  });
});

describe("the footer's default cookie choice", () => {
  it.each([
    ['en-US', ['Deny: measure nobody who has not allowed', 'Allow: measure without asking (only where lawful)']],
    ['zh-CN', ['拒绝：不统计未同意的访客', '允许：不经询问即统计（仅限合法情形）']],
  ] as const)('names its options in %s, Deny first', async (language, names) => {
    await loadMessages(language);
    const footer = sectionRegistry.FOOTER!;
    const ui = uiSchemaOf(bundleSectionSchema(await footer.loadSchema()) as RJSFSchema, footer.key, intlFor(language));
    const enumNames = (ui.cookieConsent as UiSchema).defaultChoice['ui:enumNames'] as Record<string, string>;
    expect([enumNames.deny, enumNames.allow]).toEqual(names);
  });
});
