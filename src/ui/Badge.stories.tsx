import type { Story } from '@ladle/react';
import { Badge } from './Badge';

/** Spec §5: up to 99, then 99+; the header's variant shows an ellipsis above 99. */
export const Badges: Story = () => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
    <Badge count={7} />
    <Badge count={99} />
    <Badge count={120} />
    <span style={{ display: 'inline-flex', gap: 12, padding: 10, background: 'var(--color-primary)', borderRadius: 8 }}>
      <Badge count={7} variant="header" />
      <Badge count={120} variant="header" />
    </span>
  </div>
);
