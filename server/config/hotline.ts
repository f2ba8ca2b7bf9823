/** The hotline a sensitive submission is told to call (spec §5: one number overseas, one domestic). */
export interface HotlineNumbers {
  overseas: string;
  domestic: string;
}

// The spec does not reproduce the real numbers; these demo defaults are replaced through the environment.
export const DEFAULT_HOTLINE: HotlineNumbers = { overseas: '+86 20 8888 0000', domestic: '400 888 0000' };

/** HOTLINE_OVERSEAS and HOTLINE_DOMESTIC, each falling back to its demo default when unset or blank. */
export function readHotlineNumbers(env: NodeJS.ProcessEnv): HotlineNumbers {
  return {
    overseas: env.HOTLINE_OVERSEAS?.trim() || DEFAULT_HOTLINE.overseas,
    domestic: env.HOTLINE_DOMESTIC?.trim() || DEFAULT_HOTLINE.domestic,
  };
}
