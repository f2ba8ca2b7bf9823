// Loads every JSON Schema in this folder, for the generator, the server and the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020, { type Options } from 'ajv/dist/2020.js';

export const SCHEMAS_DIR = import.meta.dirname;

export interface LoadedSchema {
  $id: string;
  title: string;
  [keyword: string]: unknown;
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(path);
    return entry.name.endsWith('.schema.json') ? [path] : [];
  });
}

export function loadSchemas(): LoadedSchema[] {
  return schemaFiles(SCHEMAS_DIR)
    .sort()
    .map((path) => {
      const schema = JSON.parse(readFileSync(path, 'utf8')) as LoadedSchema;
      const expectedId = relative(SCHEMAS_DIR, path).split('\\').join('/');
      if (schema.$id !== expectedId) throw new Error(`${expectedId}: $id must be "${expectedId}"`);
      if (typeof schema.title !== 'string') throw new Error(`${expectedId}: a title names its type`);
      return schema;
    });
}

/** validatePageConfig, validateTopBannerData, ... */
/** A schema of shared definitions only (common.schema.json) has no validator or type of its own. */
export function describesAPayload(schema: LoadedSchema): boolean {
  const annotations = new Set(['$schema', '$id', 'title', 'description', '$defs']);
  return Object.keys(schema).some((keyword) => !annotations.has(keyword));
}

export function validatorName(schema: LoadedSchema): string {
  return `validate${schema.title}`;
}

export function createSchemaAjv(options: Options = {}): Ajv2020 {
  // unicode: false counts lengths in UTF-16 units, so the standalone code needs no runtime import;
  // ajv still honours it but warns that it is deprecated, which is the one warning we silence.
  const logger = { log: console.log, error: console.error, warn: quietUnicodeDeprecation };
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, unicode: false, logger, ...options });
  for (const schema of loadSchemas()) ajv.addSchema(schema);
  return ajv;
}

function quietUnicodeDeprecation(...args: unknown[]): void {
  if (String(args[0]).includes('DEPRECATED: option unicode')) return;
  console.warn(...args);
}
