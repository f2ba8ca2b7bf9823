// Generates, from schemas/, the TypeScript types (src/generated/types.ts) and the ajv validators as
// standalone code (src/generated/validators.js), so the browser ships no schema compiler.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { createSchemaAjv, describesAPayload, loadSchemas, validatorName, SCHEMAS_DIR } from '../schemas/load.js';

const OUT_DIR = join(import.meta.dirname, '..', 'src', 'generated');

async function main(): Promise<void> {
  const schemas = loadSchemas().filter(describesAPayload);
  mkdirSync(OUT_DIR, { recursive: true });

  const ajv = createSchemaAjv({ code: { source: true, esm: true } });
  const exportsById: Record<string, string> = {};
  for (const schema of schemas) exportsById[validatorName(schema)] = schema.$id;
  const validatorsCode = standaloneCode(ajv, exportsById);
  if (validatorsCode.includes('require(')) throw new Error('standalone validators must be plain ESM without require()');
  writeFileSync(join(OUT_DIR, 'validators.js'), validatorsCode);

  const root: JSONSchema = {
    title: 'PortalSchemas',
    type: 'object',
    properties: Object.fromEntries(schemas.map((s) => [s.title, { $ref: s.$id }])),
    additionalProperties: false,
  };
  const types = await compile(root, 'PortalSchemas', {
    cwd: SCHEMAS_DIR,
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
  console.log(`generated types and ${schemas.length} validators in src/generated/`);
}

await main();
