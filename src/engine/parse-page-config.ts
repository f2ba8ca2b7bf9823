// The page configuration's schema check, for a configuration the browser fetched. Loaded with the first fetch
// (page-config.ts): the one the server inlines in the HTML was checked by the server (server/page-configs/home-page/routes.ts).
import type { PageConfig } from '../../common/generated/types';
import { validatePageConfig } from '../../common/generated/validators.js';
import { describeValidationErrors } from './describe-validation-errors';

export class InvalidPageConfigError extends Error {
  override name = 'InvalidPageConfigError';
}

/** Checks the envelope; a section's own data is checked later, by its plugin. */
export function parsePageConfig(raw: unknown): PageConfig {
  if (validatePageConfig(raw)) return raw;
  throw new InvalidPageConfigError(`page configuration is invalid: ${describeValidationErrors(validatePageConfig.errors)}`);
}
