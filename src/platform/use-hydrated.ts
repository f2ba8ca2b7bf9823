import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and in the render that hydrates its HTML, true from then on (and in a page the browser
 * renders itself). What only the browser knows — its storage, its <body> — shows after hydration, so the first
 * render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
