import { useSyncExternalStore } from 'react';
import { getTextSize, STANDARD_TEXT_SIZE, subscribeTextSize, type TextSize } from './text-size';

/** The chosen text size, re-rendering when it changes. */
export function useTextSize(): TextSize {
  return useSyncExternalStore(subscribeTextSize, getTextSize, () => STANDARD_TEXT_SIZE);
}
