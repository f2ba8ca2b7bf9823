import type { FastifySchemaValidationError } from 'fastify';

/** Which part of the request failed validation (Fastify's dataVar). */
type RequestPart = 'body' | 'headers' | 'params' | 'querystring';

const MAX_REPORTED = 3;
const MAX_LENGTH = 200;
// oneOf/anyOf only repeat that their branches failed; the branches' own errors say why.
const COMPOSITE_KEYWORDS = new Set(['oneOf', 'anyOf', 'if']);
// When a value fits no branch of a oneOf, every other branch also reports the shape it expected
// (missing or extra properties). An error about a value itself is the one that helps, so it goes alone.
const SHAPE_KEYWORDS = new Set(['required', 'additionalProperties']);

/** Turns ajv errors into one readable sentence, e.g. "querystring.lang must be one of: en-US, zh-CN". */
export function validationMessage(errors: FastifySchemaValidationError[], dataVar: RequestPart): string {
  const specific = preferred(errors, (error) => !COMPOSITE_KEYWORDS.has(error.keyword));
  const aboutValues = preferred(specific, (error) => !SHAPE_KEYWORDS.has(error.keyword));
  const reported = aboutValues.map((error) => describe(error, dataVar));
  const unique = [...new Set(reported)].slice(0, MAX_REPORTED);
  return unique.join('; ');
}

export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: RequestPart): Error {
  return new Error(validationMessage(errors, dataVar));
}

function preferred(errors: FastifySchemaValidationError[], test: (error: FastifySchemaValidationError) => boolean): FastifySchemaValidationError[] {
  const matching = errors.filter(test);
  return matching.length > 0 ? matching : errors;
}

function describe(error: FastifySchemaValidationError, dataVar: string): string {
  const path = [dataVar, ...error.instancePath.split('/').filter(Boolean).map(unescapePointer)].join('.');
  const text = sentence(error, path);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

function sentence(error: FastifySchemaValidationError, path: string): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${path}.${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${path}.${String(params.additionalProperty)} is not allowed`;
    case 'enum':
      return Array.isArray(params.allowedValues)
        ? `${path} must be one of: ${params.allowedValues.map(String).join(', ')}`
        : `${path} ${error.message ?? 'is not allowed'}`;
    default:
      return `${path} ${error.message ?? 'is invalid'}`;
  }
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
