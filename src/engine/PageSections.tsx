import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { PageConfig } from '../../common/generated/types';
import type { Language } from '../../common/language';
import type { SectionRegistry } from './define-section';
import { planPage, type PinnedSections } from './plan-page';
import { useSession } from '../platform/session';
import { firstScreenKeys } from './first-screen';
import { isSkipped, reportSkippedSections } from './report-skipped-sections';
import { sectionContextOf } from './section-context';
import { SectionFrame } from './SectionFrame';
import type { RenderedPlan, SectionPlan } from './types';
import { useCheckedPage } from './use-checked-page';

interface Props {
  page: PageConfig;
  registry: SectionRegistry;
  language: Language;
  pinned?: PinnedSections;
  /** Shown in a mini-program's web view (SectionContext.miniProgram). */
  miniProgram?: boolean;
  /** In the operator's live preview: a section left out for invalid data or an unknown key is marked where it stands. */
  markSkipped?: boolean;
}

function isRendered(plan: SectionPlan): plan is RenderedPlan {
  return plan.status === 'render';
}

// Only the operator's live preview shows it: visitors' pages never load its code.
const SkippedSectionMark = lazy(() => import('./SkippedSectionMark').then((module) => ({ default: module.SkippedSectionMark })));

const NONE_PINNED: PinnedSections = {};

export function PageSections({ page, registry, language, pinned = NONE_PINNED, miniProgram = false, markSkipped = false }: Props) {
  const session = useSession();
  const checked = useCheckedPage(page, registry);
  const plans = useMemo(
    () => (checked ? planPage(checked.page, registry, sectionContextOf(checked.page, language, new Date(), session, miniProgram), checked.checks, pinned) : []),
    [checked, registry, language, pinned, session, miniProgram],
  );
  // The operator's preview marks what it skips; only a visitor's page reports it.
  useEffect(() => {
    if (!markSkipped) reportSkippedSections(plans, page.page);
  }, [plans, page.page, markSkipped]);
  const rendered = plans.filter(isRendered);
  const firstScreen = firstScreenKeys(rendered);
  return (
    <>
      {plans.map((plan) =>
        isRendered(plan) ? (
          <SectionFrame key={plan.key} plan={plan} page={page.page} onFirstScreen={firstScreen.has(plan.key)} />
        ) : markSkipped && isSkipped(plan) ? (
          <Suspense key={plan.key} fallback={null}>
            <SkippedSectionMark plan={plan} />
          </Suspense>
        ) : null,
      )}
    </>
  );
}
