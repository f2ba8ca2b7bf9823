// Every registered section gets its content form with no editor code: its schema bundles, its generated form
// validator is found by the schema's hash, and the seed's data passes it.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { sectionFormSchema } from '../../../../common/forms/section-form-schema';
import homeEn from '../../../../fixtures/seed/page-configs.mobile-home.en-US.json';
import { sectionRegistry } from '../../../../sections/registry';
import { loadGeneratedFormValidator } from './SectionContentForm';

const seeded = homeEn.sections as Record<string, unknown>;

describe.each(Object.values(sectionRegistry).map((section) => [section.key, section] as const))('the %s content form', (key, section) => {
  it('validates with its generated validator: the seed’s data passes, data of the wrong type does not', async () => {
    const schema = await section.loadSchema();
    const formSchema = sectionFormSchema(schema);
    const validator = createPrecompiledValidator(await loadGeneratedFormValidator(schema), formSchema);
    if (key in seeded) expect(validator.validateFormData(seeded[key], formSchema).errors).toEqual([]);
    expect(validator.validateFormData('not an object', formSchema).errors).not.toEqual([]);
  });
});
