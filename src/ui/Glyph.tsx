import type { ReactNode } from 'react';

/** A decorative mark on a 24-unit grid, drawn in currentColor. */
export function Glyph({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden focusable="false">
      {children}
    </svg>
  );
}
