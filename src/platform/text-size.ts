// Spec §9: text-size options A+, A, A-. The visitor's choice is kept in localStorage and shown as a class on
// the root element, which sets the root font size; text sized in rem follows it.
import { readStored, writeStored } from './browser-storage';
import { TEXT_SIZES } from '../../common/constants';

export type TextSize = (typeof TEXT_SIZES)[number];

export const STANDARD_TEXT_SIZE: TextSize = 'A';

/** The root element's class for each option (its font size is set in src/pages/home/TextSizeMenu.module.css). */
export const TEXT_SIZE_CLASSES: Record<TextSize, string> = {
  'A+': 'text-size-larger',
  A: 'text-size-standard',
  'A-': 'text-size-smaller',
};

const STORAGE_KEY = 'textSize';

type Listener = () => void;
const listeners = new Set<Listener>();

function isTextSize(value: unknown): value is TextSize {
  return (TEXT_SIZES as readonly unknown[]).includes(value);
}

/** The chosen option; an unknown stored value (an older build's) counts as the standard size. */
export function getTextSize(): TextSize {
  const stored = readStored('local', STORAGE_KEY);
  return isTextSize(stored) ? stored : STANDARD_TEXT_SIZE;
}

/** Puts the option's class on the root element, and takes the other options' classes off. */
export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  for (const option of TEXT_SIZES) root.classList.toggle(TEXT_SIZE_CLASSES[option], option === size);
}

export function setTextSize(size: TextSize): void {
  writeStored('local', STORAGE_KEY, size);
  applyTextSize(size);
  for (const listener of listeners) listener();
}

export function subscribeTextSize(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
