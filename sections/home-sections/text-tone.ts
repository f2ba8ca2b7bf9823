/** Which text reads on a card background the operator picked: dark text on light colours, light text on dark ones. */
export type TextTone = 'dark' | 'light';

// WCAG relative luminance at which white and black text contrast equally (≈ 4.58:1 each); below it white reads better.
const LIGHT_TEXT_BELOW_LUMINANCE = 0.179;

function channelLuminance(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** `background` is '#rrggbb', as the schema requires of udfs.cardBackgroundColor. */
export function textToneOn(background: string): TextTone {
  const [red, green, blue] = [1, 3, 5].map((start) => channelLuminance(parseInt(background.slice(start, start + 2), 16))) as [number, number, number];
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return luminance < LIGHT_TEXT_BELOW_LUMINANCE ? 'light' : 'dark';
}
