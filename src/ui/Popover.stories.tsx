import type { Story } from '@ladle/react';
import { Badge } from './Badge';
import { Popover } from './Popover';

const BUTTON = { height: 32, padding: '0 12px', border: '1px solid var(--color-border)', borderRadius: 16, background: '#fff' } as const;

/** Tap to show; tap elsewhere, press Escape or tap again to hide (after 120 ms). Both are one group: one shows at a time. */
export const ClickGroup: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'space-between', padding: 16, minHeight: 300 }}>
    <Popover group="story" placement="bottom-start" label="Filters" content="Filters: one popover of the group at a time.">
      <button type="button" style={BUTTON}>
        Filters
      </button>
    </Popover>
    <Popover group="story" label="Sort" content="Sort: opening me closed the other one.">
      <button type="button" style={BUTTON}>
        Sort
      </button>
    </Popover>
  </div>
);

/** A mouse over the anchor shows it; moving onto the bubble within 120 ms keeps it. */
export const Hover: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 300 }}>
    <Popover trigger="hover" role="tooltip" content="3 unread messages">
      <button type="button" style={{ ...BUTTON, display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        Messages <Badge count={3} />
      </button>
    </Popover>
  </div>
);
