// Response schemas every route declares for its failures, so they serialise in the spec's error shape.
export const errorResponses = {
  '4xx': { $ref: 'error-response.schema.json#' },
  '5xx': { $ref: 'error-response.schema.json#' },
} as const;
