import { Suspense, useCallback, type ReactElement, type ReactNode } from 'react';
import { track } from '../platform/analytics';
import { useNearViewport } from '../ui/use-near-viewport';
import type { RenderedPlan } from './types';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { reportSectionCrash } from './report-skipped-sections';
import styles from './SectionFrame.module.css';
import { useSectionExposure } from './use-section-exposure';

/** A section's code loads when its box comes this near the viewport, so the first screen ships only what it shows. */
export const SECTION_CODE_MARGIN = '300px 0px';

interface Props {
  plan: RenderedPlan;
  page: string;
  /** Its box starts on the first screen (first-screen.ts): its View renders at once, on the server too. */
  onFirstScreen?: boolean;
}

/** The root of every rendered section: its key for tests, analytics and operators, its title when DisplayName is Y. */
export function SectionFrame({ plan, page, onFirstScreen = false }: Props) {
  const { ref: nearRef, near } = useNearViewport<HTMLElement>(SECTION_CODE_MARGIN, onFirstScreen);
  // Every rendered section, declared analytics or not: the operators' exposures per section.
  const exposureRef = useSectionExposure<HTMLElement>(() => track('section_exposed', { section: plan.key, page }));
  const ref = useCallback(
    (element: HTMLElement | null) => {
      nearRef(element);
      exposureRef(element);
    },
    [nearRef, exposureRef],
  );
  const title = plan.config?.udfs.DisplayName === 'Y' ? plan.config.subsiteName : undefined;
  const placeholder = <div className={styles.placeholder} style={plan.placeholder} aria-hidden />;
  const guarded = (content: ReactElement, whileLoading: ReactNode) => (
    <SectionErrorBoundary onError={(error) => reportSectionCrash(plan.key, page, error)}>
      <Suspense fallback={whileLoading}>{content}</Suspense>
    </SectionErrorBoundary>
  );
  return (
    <section ref={ref} className={styles.section} data-section={plan.key} aria-label={title}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {plan.renderView && (near ? guarded(plan.renderView(), placeholder) : placeholder)}
      {plan.renderOverlay && guarded(plan.renderOverlay(), null)}
    </section>
  );
}
