import { createHash } from 'node:crypto';

/**
 * The ETag of a live page configuration: a hash of the version number and the document exactly as
 * stored, so publishing a version, rolling back, or editing the stored row all change it.
 */
export function pageConfigEtag(version: number, storedDocument: string): string {
  const digest = createHash('sha256').update(`${version}\n${storedDocument}`).digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}
