import { useEffect, useMemo, useState } from 'react';
import type { PageConfig } from '../../common/generated/types';
import type { SectionRegistry } from './define-section';
import { checkSectionData, knownSectionDataChecks, type SectionDataChecks } from './section-data-checks';

export interface CheckedPage {
  page: PageConfig;
  checks: SectionDataChecks;
}

/**
 * The configuration with its sections' data checks. While a newly fetched one is being checked (its validators
 * loading), the last checked one stays, so the page does not empty meanwhile; undefined before any.
 */
export function useCheckedPage(page: PageConfig, registry: SectionRegistry): CheckedPage | undefined {
  const known = knownSectionDataChecks(page);
  const [checked, setChecked] = useState<CheckedPage | undefined>(known && { page, checks: known });
  useEffect(() => {
    if (knownSectionDataChecks(page)) return;
    let current = true;
    void checkSectionData(page, registry).then((checks) => {
      if (current) setChecked({ page, checks });
    });
    return () => {
      current = false;
    };
  }, [page, registry]);
  return useMemo(() => (known ? { page, checks: known } : checked), [page, known, checked]);
}
