// Whether a page configuration may go live: the page configuration schema (schemas/, as the browser checks
// it), the page and language it is published as, and every time window closing after it opens. A
// section's own data is not checked here: the page skips a section whose data fails its schema, alone.
import type { ValidateFunction } from 'ajv';
import { createSchemaAjv } from '../../../schemas/load.js';
import type { Language } from '../../../common/language.js';
import { childPointer, configError, configErrorsOf, uniqueConfigErrors, type ConfigError } from './config-errors.js';

export interface PublishTarget {
  page: string;
  language: Language;
}

// The operator edits a configuration without its version (publishing gives it one); this stands in for it.
const VERSION_PLACEHOLDER = 1;
const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let compiled: ValidateFunction | undefined;

// Strict: no coercion and no defaults, so what is checked is what is stored.
function pageConfigValidator(): ValidateFunction {
  compiled ??= createSchemaAjv().compile({ $ref: 'page-config.schema.json' });
  return compiled;
}

export function isConfigObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What keeps `document` from being published, in `language` (the reader's), none when it may go live. A
 * document without `version` is checked as the version it would become. With a `target`, its page and
 * language must be the target's.
 */
export function validateConfigDocument(document: unknown, language: Language, target?: PublishTarget): ConfigError[] {
  if (!isConfigObject(document)) return [configError('', language, 'operator.validation.type', { type: 'object' })];
  const candidate = 'version' in document ? document : { ...document, version: VERSION_PLACEHOLDER };
  const validate = pageConfigValidator();
  const errors = validate(candidate) ? [] : configErrorsOf(validate.errors ?? [], language);
  return uniqueConfigErrors([...errors, ...targetErrors(document, language, target), ...windowErrors(document, language)]);
}

function targetErrors(document: Record<string, unknown>, language: Language, target: PublishTarget | undefined): ConfigError[] {
  if (!target) return [];
  const errors: ConfigError[] = [];
  if (typeof document.page === 'string' && document.page !== target.page) {
    errors.push(configError('/page', language, 'operator.validation.mustMatch', { expected: target.page }));
  }
  if (typeof document.language === 'string' && document.language !== target.language) {
    errors.push(configError('/language', language, 'operator.validation.mustMatch', { expected: target.language }));
  }
  return errors;
}

/** Slots' and switches' windows: a close time at or before the start time would never be open. */
function windowErrors(document: Record<string, unknown>, language: Language): ConfigError[] {
  return (['orderingSlots', 'switches'] as const).flatMap((list) => {
    const entries = document[list];
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown, index) => {
      const udfs = isConfigObject(entry) ? entry.udfs : undefined;
      if (!isConfigObject(udfs)) return [];
      const { startTime, closeTime } = udfs;
      if (typeof startTime !== 'string' || typeof closeTime !== 'string') return [];
      if (!WALL_TIME.test(startTime) || !WALL_TIME.test(closeTime) || closeTime > startTime) return [];
      const pointer = childPointer(childPointer(childPointer(`/${list}`, index), 'udfs'), 'closeTime');
      return [configError(pointer, language, 'operator.validation.closeBeforeStart')];
    });
  });
}
