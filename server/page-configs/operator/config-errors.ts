// Turns ajv's errors about a page configuration into what an operator reads: a JSON pointer to the value
// and a sentence in their language, chosen by the failed keyword (never ajv's own English text).
import type { ErrorObject } from 'ajv';
import type { ConfigError } from '../../../common/generated/types.js';
import { translate, type MessageId, type MessageValues } from '../../../common/i18n/messages.js';
import type { Language } from '../../../common/language.js';

export type { ConfigError };

// common.schema.json's wallTime: said as a time format, not as a regular expression.
const WALL_TIME_PATTERN = String.raw`^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$`;
// oneOf/anyOf/if only repeat that their branches failed; the branches' own errors say why.
const COMPOSITE_KEYWORDS = new Set(['oneOf', 'anyOf', 'if', 'propertyNames']);

/** One error per value and reason, in the order ajv found them. */
export function configErrorsOf(errors: readonly ErrorObject[], language: Language): ConfigError[] {
  const specific = errors.filter((error) => !COMPOSITE_KEYWORDS.has(error.keyword));
  const reported = (specific.length > 0 ? specific : errors).map((error) => configErrorOf(error, language));
  return uniqueConfigErrors(reported);
}

export function uniqueConfigErrors(errors: readonly ConfigError[]): ConfigError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.pointer}\n${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function configError(pointer: string, language: Language, id: MessageId, values?: MessageValues): ConfigError {
  return { pointer, message: translate(language, id, values) };
}

/** A JSON pointer one level below `pointer` (RFC 6901: ~ and / escaped). */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

function configErrorOf(error: ErrorObject, language: Language): ConfigError {
  const params = error.params as Record<string, unknown>;
  const at = (id: MessageId, values?: MessageValues) => configError(error.instancePath, language, id, values);
  // A key rejected by propertyNames: point at the key itself.
  if (error.propertyName !== undefined) {
    return configError(childPointer(error.instancePath, error.propertyName), language, 'operator.validation.key', { pattern: String(params.pattern ?? '') });
  }
  switch (error.keyword) {
    case 'required':
      return configError(childPointer(error.instancePath, String(params.missingProperty)), language, 'operator.validation.required');
    case 'dependentRequired':
      return configError(childPointer(error.instancePath, String(params.missingProperty)), language, 'operator.validation.requiredWith', {
        property: String(params.property),
      });
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return configError(
        childPointer(error.instancePath, String(params.additionalProperty ?? params.unevaluatedProperty)),
        language,
        'operator.validation.notAllowed',
      );
    case 'enum':
      return at('operator.validation.enum', { values: listOf(params.allowedValues) });
    case 'const':
      return at('operator.validation.const', { value: JSON.stringify(params.allowedValue) });
    case 'type':
      return at('operator.validation.type', { type: listOf(params.type) });
    case 'pattern':
      return params.pattern === WALL_TIME_PATTERN ? at('operator.validation.wallTime') : at('operator.validation.pattern', { pattern: String(params.pattern) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return at(`operator.validation.${error.keyword}`, { limit: Number(params.limit) });
    case 'uniqueItems':
      return at('operator.validation.uniqueItems');
    case 'format':
      return at('operator.validation.format', { format: String(params.format) });
    default:
      return at('operator.validation.invalid');
  }
}

function listOf(value: unknown): string {
  return (Array.isArray(value) ? value : [value]).map(String).join(', ');
}
