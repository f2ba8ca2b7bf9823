import { Suspense, type ReactNode } from 'react';

/** A page whose code loads when it is first shown: nothing in its place until then. */
export function Lazily({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
