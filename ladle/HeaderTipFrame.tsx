import { useState, type ReactNode } from 'react';
import { writeStored } from '../src/platform/browser-storage';
import { USER_CENTER_GUIDE_KEY } from '../src/pages/home/user-center-guide';

/** The header's bar as the home page draws it (src/pages/home/HomeHeader.module.css), for the header tips' stories. */
const BAR = {
  position: 'sticky',
  top: 0,
  height: 'var(--header-height)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '0 12px',
  background: 'var(--color-primary)',
  color: '#fff',
  fontWeight: 700,
} as const;

export const HEADER_BUTTON = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 28,
  padding: '0 11px',
  border: 0,
  borderRadius: 14,
  background: 'var(--color-accent)',
  color: '#5c1a00',
  fontSize: 13,
  fontWeight: 700,
  textDecoration: 'none',
} as const;

/**
 * A header bar with the story's anchor at its right. Each story starts as a first visit: the tips' stored
 * dismissals (src/platform/session-dismissal.ts, user-center-guide.ts) are forgotten before it renders.
 */
export function HeaderTipFrame({ children }: { children: ReactNode }) {
  useState(() => {
    writeStored('local', 'dismissed.registerTip', '');
    writeStored('local', USER_CENTER_GUIDE_KEY, '[]');
    return true;
  });
  return (
    <div style={{ minHeight: 420 }}>
      <div style={BAR}>
        <span>Global Trade Fair</span>
        {children}
      </div>
    </div>
  );
}
