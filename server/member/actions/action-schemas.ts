// The input shapes every buyer-only route shares: ids, written text, the body limit.

/** Ids of products, lives, companies and submissions are opaque strings. */
export const entityId = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Free text a person writes: not blank (the pattern needs one visible character), at most `maxLength`. */
export function writtenText(maxLength: number) {
  return { type: 'string', minLength: 1, maxLength, pattern: '\\S' } as const;
}

/**
 * The largest body an action accepts. The longest field (2,000 characters) takes at most 8 KB of UTF-8,
 * or 12 KB as \u escapes; anything larger is refused with 413 before it is read in full.
 */
export const ACTION_BODY_LIMIT_BYTES = 16_384;
