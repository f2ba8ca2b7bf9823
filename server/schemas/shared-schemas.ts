import type { FastifyInstance } from 'fastify';
import { createSchemaAjv, loadSchemas, type LoadedSchema } from '../../schemas/load.js';
import { formatValidationErrors } from '../errors/validation-message.js';

/**
 * Routes validate and serialise with the same JSON Schemas the browser uses (schemas/), referenced by
 * their $id (e.g. `{ $ref: 'page-config.schema.json#' }`). Validation runs on ajv's draft 2020-12
 * build; query-string values are coerced (they all arrive as strings) and defaults filled in.
 */
export function registerSharedSchemas(app: FastifyInstance): void {
  const ajv = createSchemaAjv({ coerceTypes: true, useDefaults: true });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setSchemaErrorFormatter(formatValidationErrors);
  for (const schema of loadSchemas()) app.addSchema(forSerializer(schema));
}

// The response serializer (fast-json-stringify) resolves $ref and $defs itself but does not know the
// 2020-12 meta-schema URI, so it gets the schemas without their $schema line.
function forSerializer(schema: LoadedSchema): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...schema };
  delete copy.$schema;
  return copy;
}
