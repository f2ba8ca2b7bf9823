import { Suspense } from 'react';
import type { RenderedPlan } from './types';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { reportSectionCrash } from './report-skipped-sections';
import styles from './SectionFrame.module.css';

interface Props {
  plan: RenderedPlan;
  page: string;
}

/** The root of every rendered section: its key for tests, analytics and operators, its title when DisplayName is Y. */
export function SectionFrame({ plan, page }: Props) {
  const title = plan.config?.udfs.DisplayName === 'Y' ? plan.config.subsiteName : undefined;
  return (
    <section className={styles.section} data-section={plan.key} aria-label={title}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <SectionErrorBoundary onError={(error) => reportSectionCrash(plan.key, page, error)}>
        <Suspense fallback={<div className={styles.placeholder} style={plan.placeholder} aria-hidden />}>
          {plan.render()}
        </Suspense>
      </SectionErrorBoundary>
    </section>
  );
}
