import type { ValidateFunction } from 'ajv';
import { createSchemaAjv } from '../../schemas/load.js';

// Strict validation (no coercion, no defaults) of stored or seeded documents against schemas/.
const ajv = createSchemaAjv();
const validators = new Map<string, ValidateFunction>();

/** Returns `value` typed as the schema's type, or throws naming `label` and what is wrong. */
export function assertDocument<T>(schemaRef: string, value: unknown, label: string): T {
  const validate = validatorFor<T>(schemaRef);
  if (validate(value)) return value;
  throw new Error(`${label} is not a valid ${schemaRef}: ${ajv.errorsText(validate.errors)}`);
}

function validatorFor<T>(schemaRef: string): ValidateFunction<T> {
  const known = validators.get(schemaRef) as ValidateFunction<T> | undefined;
  if (known !== undefined) return known;
  const compiled = ajv.compile<T>({ $ref: schemaRef });
  validators.set(schemaRef, compiled);
  return compiled;
}
