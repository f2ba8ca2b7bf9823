import { createHash } from 'node:crypto';

/** A strong ETag of a reply's exact bytes. */
export function contentEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}
