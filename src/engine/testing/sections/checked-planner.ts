import type { PageConfig } from '../../../../common/generated/types';
import type { RegisteredSection } from '../../define-section';
import { dataProblemOf } from '../../section-data-checks';
import type { SectionContext } from '../../types';

/** A section's plan as the engine makes it, its data first checked by the section's own validator (loaded here). */
export async function checkedPlanner(section: RegisteredSection) {
  const validate = await section.loadValidator();
  return (page: PageConfig, context: SectionContext) => section.plan(page, context, dataProblemOf(section, validate, page));
}
