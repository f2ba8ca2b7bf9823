import { useEffect, useMemo } from 'react';
import type { PageConfig } from '../../common/generated/types';
import type { Language } from '../../common/language';
import type { SectionRegistry } from './define-section';
import { planPage, type PinnedSections } from './plan-page';
import { useSession } from '../platform/session';
import { firstScreenKeys } from './first-screen';
import { reportSkippedSections } from './report-skipped-sections';
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
}

function isRendered(plan: SectionPlan): plan is RenderedPlan {
  return plan.status === 'render';
}

const NONE_PINNED: PinnedSections = {};

export function PageSections({ page, registry, language, pinned = NONE_PINNED, miniProgram = false }: Props) {
  const session = useSession();
  const checked = useCheckedPage(page, registry);
  const plans = useMemo(
    () => (checked ? planPage(checked.page, registry, sectionContextOf(checked.page, language, new Date(), session, miniProgram), checked.checks, pinned) : []),
    [checked, registry, language, pinned, session, miniProgram],
  );
  useEffect(() => reportSkippedSections(plans, page.page), [plans, page.page]);
  const rendered = plans.filter(isRendered);
  const firstScreen = firstScreenKeys(rendered);
  return (
    <>
      {rendered.map((plan) => (
        <SectionFrame key={plan.key} plan={plan} page={page.page} onFirstScreen={firstScreen.has(plan.key)} />
      ))}
    </>
  );
}
