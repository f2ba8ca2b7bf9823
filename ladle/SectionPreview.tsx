import type { RegisteredSection } from '../src/engine/define-section';
import { PageSections } from '../src/engine/PageSections';
import type { PageConfig } from '../common/generated/types';
import type { Language } from '../common/language';
import minimalPage from '../fixtures/page-configs/valid/minimal.en-US.json';

interface Props {
  section: RegisteredSection;
  data: unknown;
  language?: Language;
  title?: string;
  /** What else of the page the section's gate reads: flagMask, switches, industrySite. */
  page?: Partial<Pick<PageConfig, 'flagMask' | 'switches' | 'industrySite'>>;
}

/** Renders one section through the engine, exactly as the page would: validated, gated, lazy, framed. */
export function SectionPreview({ section, data, language = 'en-US', title, page: pageFields }: Props) {
  const page = {
    ...(minimalPage as PageConfig),
    ...pageFields,
    language,
    orderingSlots: [{ status: 'ENABLE', udfs: { module: section.key } }],
    sectionConfigs: title ? { [section.key]: { udfs: { DisplayName: 'Y' }, subsiteName: title } } : {},
    sections: { [section.key]: data },
  } satisfies PageConfig;
  return <PageSections page={page} registry={{ [section.key]: section }} language={language} />;
}
