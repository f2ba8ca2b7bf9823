// Loads every JSON Schema: those in this folder, and each section's own (sections/<name>/schema.json), for the
// generator, the server and the tests. A section's schema keeps the id `sections/<name>.schema.json`, so the
// page configuration and the other schemas refer to it, and it to them, as if it lived in this folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020, { type Options } from 'ajv/dist/2020.js';

export const SCHEMAS_DIR = import.meta.dirname;
/** The section folders, each holding its data's schema.json. */
export const SECTIONS_DIR = join(import.meta.dirname, '..', 'sections');

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

/** Each section folder's schema, by the id it has among the schemas. */
function sectionSchemaFiles(): Array<{ path: string; id: string }> {
  return readdirSync(SECTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SECTIONS_DIR, entry.name, 'schema.json')))
    .map((entry) => ({ path: join(SECTIONS_DIR, entry.name, 'schema.json'), id: `sections/${entry.name}.schema.json` }));
}

/** The file a schema id names: a file of this folder, or a section folder's schema.json. */
export function schemaPathOf(id: string): string {
  const section = /^sections\/([a-z0-9-]+)\.schema\.json$/.exec(id)?.[1];
  return section === undefined ? join(SCHEMAS_DIR, id) : join(SECTIONS_DIR, section, 'schema.json');
}

export function loadSchemas(): LoadedSchema[] {
  const files = [...schemaFiles(SCHEMAS_DIR).map((path) => ({ path, id: relative(SCHEMAS_DIR, path).split('\\').join('/') })), ...sectionSchemaFiles()].sort(
    (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return files.map(({ path, id: expectedId }) => {
    const schema = JSON.parse(readFileSync(path, 'utf8')) as LoadedSchema;
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
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, unicode: false, logger: UNICODE_QUIET_LOGGER, ...options });
  for (const schema of loadSchemas()) ajv.addSchema(schema);
  return ajv;
}

/** Ajv's logger for `unicode: false`, without the one warning that option brings (see createSchemaAjv). */
export const UNICODE_QUIET_LOGGER = { log: console.log, error: console.error, warn: quietUnicodeDeprecation };

function quietUnicodeDeprecation(...args: unknown[]): void {
  if (String(args[0]).includes('DEPRECATED: option unicode')) return;
  console.warn(...args);
}
