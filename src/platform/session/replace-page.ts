/**
 * Leaves this page for `url` with a full load, replacing it in the history: after login the page returned to
 * may live outside this app (a back office) and must start with the new session's cookies.
 */
export function replacePage(url: string): void {
  window.location.replace(url);
}
