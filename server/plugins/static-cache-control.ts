// Built assets carry a content hash in their names, so they never change; everything else may.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300';
export const NO_CACHE = 'no-cache';

/** Cache-Control for a file, by its path relative to the static root ('/'-separated); a precompressed copy as its original. */
export function cacheControlFor(relativePathOrCopy: string): string {
  const relativePath = relativePathOrCopy.replace(/\.(br|gz)$/, '');
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  // The service worker and the manifests name what the installed app uses: a change shows on the next visit.
  if (relativePath === 'index.html' || relativePath === 'sw.js' || relativePath.endsWith('.webmanifest')) return NO_CACHE;
  return SHORT_CACHE;
}
