import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RegisteredSection } from '../../define-section';
import { sectionContextOf } from '../../section-context';
import { sectionTracker } from '../../section-tracker';
import type { SectionProps } from '../../types';
import { PortalIntlProvider } from '../../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../../../common/language';
import { VISITOR } from '../../../platform/session';
import { DialogHost } from '../../../ui/DialogHost';
import { checkedPlanner } from './checked-planner';
import { pageWith } from './page';

/** A section's View alone, with the context and tracker the engine would give it (and the dialog host its links use). */
export function renderSectionView<Data>(section: RegisteredSection, View: ComponentType<SectionProps<Data>>, data: Data, language: Language = 'en-US') {
  const page = pageWith([[section.key]], { [section.key]: data });
  const context = sectionContextOf(page, language, new Date('2026-10-15T01:00:00Z'), VISITOR);
  return render(
    <PortalIntlProvider language={language}>
      <View data={data} context={context} track={sectionTracker(section.key, section.analytics)} />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

/** What the engine makes of a section's data on a page: render, hidden or invalid. */
export async function sectionStatusWith(section: RegisteredSection, data: unknown) {
  const page = pageWith([[section.key]], { [section.key]: data });
  const plan = await checkedPlanner(section);
  return plan(page, sectionContextOf(page, 'en-US', new Date('2026-10-15T01:00:00Z'), VISITOR)).status;
}
