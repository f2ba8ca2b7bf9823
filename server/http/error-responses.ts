// Response schemas every route declares for its failures, so they serialise in the spec's error shape.
export const errorResponses = {
  '4xx': { $ref: 'error-response.schema.json#' },
  '5xx': { $ref: 'error-response.schema.json#' },
} as const;

/** A route's response schemas: the schema `ref` for its success status, the error shape for its failures. */
export function replying(ref: string, status = 200) {
  return { [status]: { $ref: ref }, ...errorResponses };
}
