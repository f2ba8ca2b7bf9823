import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { createSchemaAjv, loadSchemas, type LoadedSchema } from '../../schemas/load.js';
import { formatValidationErrors } from '../errors/validation-message.js';

/**
 * Routes validate and serialise with the same JSON Schemas the browser uses (schemas/), referenced by
 * their $id (e.g. `{ $ref: 'page-config.schema.json#' }`). Validation runs on ajv's draft 2020-12
 * build; query-string values are coerced (they all arrive as strings) and defaults filled in.
 */
export function registerSharedSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => compiledValidator(schema));
  app.setSchemaErrorFormatter(formatValidationErrors);
  for (const schema of loadSchemas()) for (const copy of forSerializer(schema)) app.addSchema(copy);
}

// One ajv and its validators for the process: a validator is a pure function of the route's schema and the
// shared schemas, which every app of the process registers alike, so a process that builds several apps (the
// tests) compiles each schema once.
let requestAjv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function compiledValidator(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validator = validators.get(key);
  if (!validator) {
    requestAjv ??= createSchemaAjv({ coerceTypes: true, useDefaults: true });
    validator = requestAjv.compile(schema);
    validators.set(key, validator);
  }
  return validator;
}

// The response serializer (fast-json-stringify) resolves $ref and $defs itself but does not know the
// 2020-12 meta-schema URI, so it gets the schemas without their $schema line. It reads a $ref's file part
// literally, while the ajv it uses for oneOf resolves it against the schema's $id; a relative ref in a
// folder (auth/member.schema.json's "../common.schema.json#/…") satisfies only the second. So the
// serializer's copies carry absolute refs ("schema:/common.schema.json#/…"), and each schema is
// registered both under its own $id (what routes name) and under that absolute one.
export const SERIALIZER_BASE = 'schema:/';

export function forSerializer(schema: LoadedSchema): Record<string, unknown>[] {
  const copy = withAbsoluteRefs(schema, schema.$id) as Record<string, unknown>;
  delete copy.$schema;
  return [copy, { ...copy, $id: `${SERIALIZER_BASE}${schema.$id}` }];
}

function withAbsoluteRefs(value: unknown, id: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteRefs(item, id));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && !item.startsWith('#') ? absoluteRef(item, id) : withAbsoluteRefs(item, id),
    ]),
  );
}

/** "../common.schema.json#/$defs/yesNo" in "auth/member.schema.json" → "schema:/common.schema.json#/$defs/yesNo". */
export function absoluteRef(ref: string, id: string): string {
  return new URL(ref, new URL(id, SERIALIZER_BASE)).href;
}
