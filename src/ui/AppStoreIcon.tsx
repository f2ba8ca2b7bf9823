import type { ReactElement } from 'react';
import type { FooterAppStore } from '../../common/generated/types';
import { Glyph } from './Glyph';

/** The Huawei AppGallery fan: eight petals opening upwards from one point. */
const PETAL_ANGLES = [-78, -56, -34, -12, 12, 34, 56, 78];

/** Simplified store marks, drawn in currentColor on a 24-unit grid. */
const GLYPHS: Record<FooterAppStore, ReactElement> = {
  appStore: (
    <path d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 6.9 1.1 9.1.8 1.1 1.7 2.3 2.8 2.3 1.1-.1 1.6-.7 2.9-.7s1.7.7 2.9.7 2-1.1 2.7-2.2c.9-1.3 1.2-2.5 1.2-2.6 0 0-2.3-.9-2.4-3.6ZM14.2 6c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.6 1.3-.6.6-1.1 1.6-.9 2.6 1 .1 2-.5 2.6-1.2Z" />
  ),
  googlePlay: (
    <>
      <path d="M4.6 3.2 13.5 12l-8.9 8.8c-.4-.2-.6-.6-.6-1.1V4.3c0-.5.2-.9.6-1.1Z" opacity=".75" />
      <path d="m16.4 9.1-2.9 2.9-8.9-8.8c.3-.2.8-.2 1.2 0Z" />
      <path d="m16.4 14.9-10.6 5.9c-.4.2-.9.2-1.2 0l8.9-8.8Z" opacity=".9" />
      <path d="m16.4 9.1 3.4 1.9c.8.4.8 1.6 0 2l-3.4 1.9-2.9-2.9Z" opacity=".6" />
    </>
  ),
  huawei: (
    <g>
      {PETAL_ANGLES.map((angle) => (
        <ellipse key={angle} cx="12" cy="12.4" rx="1.7" ry="6.4" transform={`rotate(${angle} 12 19.6)`} />
      ))}
    </g>
  ),
};

export function AppStoreIcon({ store, size }: { store: FooterAppStore; size: number }) {
  return <Glyph size={size}>{GLYPHS[store]}</Glyph>;
}
