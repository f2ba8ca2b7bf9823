// For the footer's tests: one of its parts (View, Overlay) rendered as the engine would render it.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { SectionProps } from '../../src/engine/types';
import type { FooterData } from '../../common/generated/types';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { VISITOR } from '../../src/platform/session';
import { footer } from '.';

export function renderFooterPart(Part: ComponentType<SectionProps<FooterData>>, data: FooterData, language: Language = 'en-US') {
  const page = pageWith([], { FOOTER: data }, { language });
  const context = sectionContextOf(page, language, new Date('2026-10-20T02:00:00Z'), VISITOR);
  return render(
    <PortalIntlProvider language={language}>
      <Part data={data} context={context} track={sectionTracker(footer.key, footer.analytics)} />
    </PortalIntlProvider>,
  );
}
