// Generates, from schemas/ and each section's schema.json, the TypeScript types (common/generated/types.ts) and
// the ajv validators as standalone code (common/generated/validators.js), so the browser ships no schema compiler.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { formValidatorName, OPERATOR_FORM_SCHEMAS, type SectionSchema } from '../common/forms/section-form-schema.js';
import { formValidatorModule } from './form-validators.js';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { createSchemaAjv, describesAPayload, loadSchemas, schemaPathOf, validatorName, SCHEMAS_DIR } from '../schemas/load.js';

const OUT_DIR = join(import.meta.dirname, '..', 'common', 'generated');

const SECTION_SCHEMA_URL = /[\\/]schemas[\\/]sections[\\/]([a-z0-9-]+)\.schema\.json$/;

async function main(): Promise<void> {
  const schemas = loadSchemas().filter(describesAPayload);
  mkdirSync(OUT_DIR, { recursive: true });

  // One module per validator, behind a barrel: the bundler puts each validator in the chunk that uses it,
  // so the first screen does not carry the validators of replies it never reads.
  const ajv = createSchemaAjv({ code: { source: true, esm: true } });
  rmSync(join(OUT_DIR, 'validators'), { recursive: true, force: true });
  mkdirSync(join(OUT_DIR, 'validators'));
  // The standalone code's top-level regular expressions look like side effects to the bundler, which would
  // then keep every validator the barrel names, used or not.
  writeFileSync(join(OUT_DIR, 'validators', 'package.json'), `${JSON.stringify({ type: 'module', sideEffects: false })}\n`);
  for (const schema of schemas) {
    const name = validatorName(schema);
    const code = standaloneCode(ajv, { [name]: schema.$id });
    if (code.includes('require(')) throw new Error('standalone validators must be plain ESM without require()');
    writeFileSync(join(OUT_DIR, 'validators', `${name}.js`), code);
    // Typed on its own too, for the modules that load one validator when they need it (a section's data check).
    writeFileSync(
      join(OUT_DIR, 'validators', `${name}.d.ts`),
      `import type { ValidateFunction } from 'ajv';\nimport type { ${schema.title} } from '../types';\nexport declare const ${name}: ValidateFunction<${schema.title}>;\n`,
    );
  }
  writeFileSync(join(OUT_DIR, 'validators.js'), schemas.map((s) => `export { ${validatorName(s)} } from './validators/${validatorName(s)}.js';\n`).join(''));
  writeFormValidators();

  const root: JSONSchema = {
    title: 'PortalSchemas',
    type: 'object',
    properties: Object.fromEntries(schemas.map((s) => [s.title, { $ref: s.$id }])),
    additionalProperties: false,
  };
  const types = await compile(root, 'PortalSchemas', {
    cwd: SCHEMAS_DIR,
    // A section's schema is referred to as schemas/sections/<name>.schema.json and lives in its folder.
    $refOptions: {
      resolve: {
        sectionFolders: {
          order: 1,
          canRead: SECTION_SCHEMA_URL,
          read: (file: { url: string }) => readFileSync(schemaPathOf(`sections/${SECTION_SCHEMA_URL.exec(file.url)?.[1] ?? ''}.schema.json`), 'utf8'),
        },
      },
    },
    bannerComment: '/* Generated from schemas/ by scripts/generate-from-schemas.ts. Do not edit. */',
    declareExternallyReferenced: true,
    additionalProperties: false,
    strictIndexSignatures: true,
  });
  writeFileSync(join(OUT_DIR, 'types.ts'), types);

  const declarations = [
    "import type { ValidateFunction } from 'ajv';",
    `import type { ${schemas.map((s) => s.title).join(', ')} } from './types';`,
    ...schemas.map((s) => `export declare const ${validatorName(s)}: ValidateFunction<${s.title}>;`),
    '',
  ];
  writeFileSync(join(OUT_DIR, 'validators.d.ts'), declarations.join('\n'));
  console.log(`generated types and ${schemas.length} validators in common/generated/`);
}

await main();

/** The content forms' validators (scripts/form-validators.ts): one module per section folder, and the operator's other forms'. */
function writeFormValidators(): void {
  const dir = join(OUT_DIR, 'form-validators');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ type: 'module', sideEffects: false })}\n`);
  const sectionsDir = join(import.meta.dirname, '..', 'sections');
  for (const folder of readdirSync(sectionsDir, { withFileTypes: true })) {
    const file = join(sectionsDir, folder.name, 'schema.json');
    if (!folder.isDirectory() || !existsSync(file)) continue;
    const schema = JSON.parse(readFileSync(file, 'utf8')) as SectionSchema;
    writeFileSync(join(dir, `${formValidatorName(schema)}.js`), formValidatorModule(schema));
  }
  for (const file of OPERATOR_FORM_SCHEMAS) {
    const schema = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', file), 'utf8')) as SectionSchema;
    writeFileSync(join(dir, `${formValidatorName(schema)}.js`), formValidatorModule(schema));
  }
}
