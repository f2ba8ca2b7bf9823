/**
 * Whether a request's If-None-Match names `etag` (RFC 9110 §13.1.2: weak comparison, `*` matches any).
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const wanted = stripWeak(etag);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || stripWeak(tag) === wanted;
  });
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
