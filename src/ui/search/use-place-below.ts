import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Room between the field and what opens below it. */
const GAP_PX = 6;

/**
 * Where a panel rendered into <body> sits to line up under `field`: page coordinates, so it scrolls with the
 * page by itself; measured before paint when it opens and again when the window is resized.
 */
export function usePlaceBelow(field: RefObject<HTMLElement | null>, open: boolean): CSSProperties {
  const [place, setPlace] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    if (!open) return undefined;
    const measure = () => {
      const box = field.current?.getBoundingClientRect();
      if (box) setPlace({ top: box.bottom + window.scrollY + GAP_PX, left: box.left + window.scrollX, width: box.width });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [field, open]);
  return place;
}
