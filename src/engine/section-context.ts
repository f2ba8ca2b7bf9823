import type { PageConfig } from '../../common/generated/types';
import type { Language } from '../../common/language';
import type { Session } from '../platform/session';
import type { SectionContext } from './types';

export function sectionContextOf(page: PageConfig, language: Language, now: Date, session: Session, miniProgram = false): SectionContext {
  return {
    language,
    now,
    industrySiteId: page.industrySite.id,
    flagMask: page.flagMask,
    switches: page.switches,
    session,
    miniProgram,
  };
}
