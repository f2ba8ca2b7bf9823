// Which sections' content fails its schema, for the list of sections and for refusing a publish: each section's
// data checked by the section's own validator (the one the engine and the server run), as the operator edits.
import { useEffect, useState } from 'react';
import type { SectionRegistry } from '../../../engine/define-section';
import type { PageConfigDocument } from '../editor-document';

/** By section key, how many problems its data has; a section whose data passes is not listed. */
export type SectionProblems = Readonly<Record<string, number>>;

const NONE: SectionProblems = {};

export async function checkSectionProblems(sections: PageConfigDocument['sections'], registry: SectionRegistry): Promise<SectionProblems> {
  const entries = await Promise.all(
    Object.entries(sections).map(async ([key, data]): Promise<[string, number]> => {
      const section = registry[key];
      // A key no section has is the section list's concern (it shows it as unknown), not the content's.
      if (!section) return [key, 0];
      const validate = await section.loadValidator();
      return [key, validate(data) ? 0 : Math.max(1, validate.errors?.length ?? 0)];
    }),
  );
  return Object.fromEntries(entries.filter(([, count]) => count > 0));
}

/** The document's section problems, checked again whenever its sections change (the last answer stays meanwhile). */
export function useSectionProblems(document: PageConfigDocument, registry: SectionRegistry): SectionProblems {
  const [problems, setProblems] = useState<SectionProblems>(NONE);
  const { sections } = document;
  useEffect(() => {
    let current = true;
    checkSectionProblems(sections, registry).then(
      (next) => current && setProblems(next),
      (error: unknown) => console.warn('[operator] a section’s data check did not load:', error),
    );
    return () => {
      current = false;
    };
  }, [sections, registry]);
  return problems;
}
