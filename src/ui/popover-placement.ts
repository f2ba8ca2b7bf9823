// Where a popover's bubble sits: below its anchor, lined up with the anchor's start or end edge, kept inside
// the screen, with its arrow pointing at the anchor's middle. Fixed coordinates (the header is sticky).

export type PopoverPlacement = 'bottom-start' | 'bottom-end';

/** Room for the arrow between the anchor and the bubble. */
const GAP_PX = 10;
/** The bubble never touches the screen's edge. */
const SCREEN_MARGIN_PX = 8;
/** Half the arrow's width, and the arrow's nearest place to the bubble's rounded corner. */
const ARROW_HALF_PX = 6;
const ARROW_MIN_OFFSET_PX = 10;

export interface AnchorBox {
  left: number;
  right: number;
  bottom: number;
  width: number;
}

export interface PopoverPlace {
  top: number;
  /** From the screen's left edge (bottom-start) or right edge (bottom-end). */
  side: 'left' | 'right';
  inset: number;
  /** The arrow's offset from the same side of the bubble. */
  arrow: number;
}

export function popoverPlace(anchor: AnchorBox, screenWidth: number, placement: PopoverPlacement): PopoverPlace {
  const middle = anchor.left + anchor.width / 2;
  if (placement === 'bottom-start') {
    const inset = Math.max(SCREEN_MARGIN_PX, anchor.left);
    return { top: anchor.bottom + GAP_PX, side: 'left', inset, arrow: Math.max(ARROW_MIN_OFFSET_PX, middle - inset - ARROW_HALF_PX) };
  }
  const inset = Math.max(SCREEN_MARGIN_PX, screenWidth - anchor.right);
  return { top: anchor.bottom + GAP_PX, side: 'right', inset, arrow: Math.max(ARROW_MIN_OFFSET_PX, screenWidth - middle - inset - ARROW_HALF_PX) };
}
