import type { SectionRegistry } from '../src/engine/define-section';
import { systemNotice } from './system-notice';
import { topBanner } from './top-banner';

/** Every section the home page can show, by the server's key. One line a section. */
export const sectionRegistry: SectionRegistry = {
  [topBanner.key]: topBanner,
  [systemNotice.key]: systemNotice,
};
