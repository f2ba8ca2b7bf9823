// Every errorCode this server answers with (spec §3: errorList items carry errorCode and errorMessage).
// The HTTP status is the number after the E, so a client can read either.
export const ErrorCode = {
  validation: 'E400_VALIDATION',
  malformedBody: 'E400_MALFORMED_BODY',
  filterField: 'E400_FILTER_FIELD',
  filterOperator: 'E400_FILTER_OPERATOR',
  filterValue: 'E400_FILTER_VALUE',
  filterTooComplex: 'E400_FILTER_TOO_COMPLEX',
  sortField: 'E400_SORT_FIELD',
  badRequest: 'E400_BAD_REQUEST',
  notFound: 'E404_NOT_FOUND',
  pageConfigNotFound: 'E404_PAGE_CONFIG',
  methodNotAllowed: 'E405_METHOD_NOT_ALLOWED',
  bodyTooLarge: 'E413_BODY_TOO_LARGE',
  unsupportedMediaType: 'E415_UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'E429_TOO_MANY_REQUESTS',
  clientError: 'E4XX_CLIENT_ERROR',
  internal: 'E500_INTERNAL',
  databaseUnavailable: 'E503_DATABASE_UNAVAILABLE',
  overloaded: 'E503_OVERLOADED',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
