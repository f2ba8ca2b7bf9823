// The content forms' validators (src/pages/operator/content/): a section's form schema compiled ahead, as the form
// library's precompiled validator takes it, since the operator page's Content-Security-Policy lets no code be
// compiled in the browser. `npm run gen` writes one module per section folder; a test compiles its own section's.
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv2020 from 'ajv/dist/2020.js';
import { sectionFormSchema, type SectionSchema } from '../common/forms/section-form-schema.js';
import { UNICODE_QUIET_LOGGER } from '../schemas/load.js';

/**
 * The validator functions of the section's form as CommonJS code (ajv's: the names it exports are the form
 * library's schema hashes, which an ES module could not name), needing no other module.
 */
export function formValidatorCode(schema: SectionSchema): string {
  // Lengths in UTF-16 units, as the server's validators count them (schemas/load.ts), so no runtime import.
  const code = compileSchemaValidatorsCode(sectionFormSchema(schema), {
    AjvClass: Ajv2020,
    ajvOptionsOverrides: { unicode: false, logger: UNICODE_QUIET_LOGGER },
  });
  if (code.includes('require(')) throw new Error('form validators must need no other module (no require())');
  return code;
}

/** The code as an ES module whose default export is the validator functions. */
export function formValidatorModule(schema: SectionSchema): string {
  return `const module = { exports: {} };\nconst exports = module.exports;\n${formValidatorCode(schema)}\nexport default module.exports;\n`;
}
