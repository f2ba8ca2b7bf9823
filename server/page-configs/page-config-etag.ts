import { contentEtag } from '../http/content-etag.js';

/**
 * The ETag of a live page configuration: a hash of the version number and the document exactly as
 * stored, so publishing a version, rolling back, or editing the stored row all change it.
 */
export function pageConfigEtag(version: number, storedDocument: string): string {
  return contentEtag(`${version}\n${storedDocument}`);
}
