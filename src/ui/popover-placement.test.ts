import { describe, expect, it } from 'vitest';
import { popoverPlace } from './popover-placement';

// A 60 px wide, 28 px high button at the right of a 375 px screen's 52 px header.
const BUTTON = { left: 300, right: 360, bottom: 40, width: 60 };

describe('popoverPlace', () => {
  it("puts the bubble below its anchor, end edges lined up, the arrow at the anchor's middle", () => {
    expect(popoverPlace(BUTTON, 375, 'bottom-end')).toEqual({ top: 50, side: 'right', inset: 15, arrow: 24 });
  });

  it('lines up the start edges for bottom-start', () => {
    expect(popoverPlace({ left: 20, right: 80, bottom: 40, width: 60 }, 375, 'bottom-start')).toEqual({ top: 50, side: 'left', inset: 20, arrow: 24 });
  });

  it('keeps the bubble 8 px inside the screen and its arrow clear of the rounded corner when the anchor touches the edge', () => {
    expect(popoverPlace({ left: 340, right: 375, bottom: 40, width: 35 }, 375, 'bottom-end')).toMatchObject({ inset: 8, arrow: 10 });
    expect(popoverPlace({ left: 0, right: 30, bottom: 40, width: 30 }, 375, 'bottom-start')).toMatchObject({ inset: 8, arrow: 10 });
  });
});
