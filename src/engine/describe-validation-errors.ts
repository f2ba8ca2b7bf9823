interface ValidationError {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** One readable line per error: "/banners/0: must have required property 'materialInfo'". */
export function describeValidationErrors(errors: ReadonlyArray<ValidationError> | null | undefined): string {
  if (!errors || errors.length === 0) return 'invalid data';
  return errors.map((error) => `${error.instancePath || '/'}: ${error.message ?? 'is invalid'}`).join('; ');
}
