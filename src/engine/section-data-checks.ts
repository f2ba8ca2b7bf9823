// Each section's data is checked against its schema before the page plans it. The configuration the server
// inlines comes with the server's verdicts (src/ssr/entry-server.tsx), so the first load ships no validator;
// a configuration the browser fetches is checked here, with the validators loaded then.
import type { PageConfig } from '../../common/generated/types';
import type { RegisteredSection, SectionRegistry } from './define-section';
import { describeValidationErrors } from './describe-validation-errors';
import type { SectionKey, SectionValidator } from './types';

/** Per registered section: null when its data passes its schema, otherwise why it does not. */
export type SectionDataChecks = Readonly<Record<SectionKey, string | null>>;

const checksOfPages = new WeakMap<PageConfig, SectionDataChecks>();

/** The checks known for this configuration (the server's, or an earlier check's); undefined until then. */
export function knownSectionDataChecks(page: PageConfig): SectionDataChecks | undefined {
  return checksOfPages.get(page);
}

/** The server's verdicts on the configuration it inlined, taken as they are (it ran the same checks). */
export function acceptSectionDataChecks(page: PageConfig, checks: SectionDataChecks): void {
  checksOfPages.set(page, checks);
}

export function isSectionDataChecks(value: unknown): value is SectionDataChecks {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((problem) => problem === null || typeof problem === 'string')
  );
}

/** Why the section's data in the configuration fails its schema, or null when it passes. */
export function dataProblemOf(section: RegisteredSection, validate: SectionValidator<unknown>, page: PageConfig): string | null {
  return validate(section.select(page)) ? null : describeValidationErrors(validate.errors);
}

/** Checks every registered section's data in the configuration; a validator that fails to load fails its section. */
export async function checkSectionData(page: PageConfig, registry: SectionRegistry): Promise<SectionDataChecks> {
  const known = knownSectionDataChecks(page);
  if (known) return known;
  const entries = await Promise.all(
    Object.values(registry).map(async (section): Promise<[SectionKey, string | null]> => {
      try {
        return [section.key, dataProblemOf(section, await section.loadValidator(), page)];
      } catch (error) {
        return [section.key, `its data check did not load: ${error instanceof Error ? error.message : String(error)}`];
      }
    }),
  );
  const checks: SectionDataChecks = Object.fromEntries(entries);
  checksOfPages.set(page, checks);
  return checks;
}
