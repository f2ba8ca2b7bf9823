import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { EcommerceData, SwitchEntry } from '../../common/generated/types';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { VISITOR } from '../../src/platform/session';
import { DialogHost } from '../../src/ui/DialogHost';
import { act } from '@testing-library/react';
import { getOpenDialog } from '../../src/platform/dialogs';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import { ecommerce } from '.';
import EcommerceView from './View';

function renderView(data: EcommerceData, language: Language = 'en-US', switches: SwitchEntry[] = []) {
  const page = pageWith([], { ECOMMERCE: data }, { switches });
  const context = sectionContextOf(page, language, new Date('2026-10-20T02:00:00Z'), VISITOR);
  render(
    <PortalIntlProvider language={language}>
      <EcommerceView data={data} context={context} track={sectionTracker(ecommerce.key, ecommerce.analytics)} />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

/** Clicks a card without letting jsdom try to navigate; the section's own click handling still runs. */
function clickCard(name: string) {
  const link = screen.getByRole('link', { name: new RegExp(name) });
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
}

describe('ECOMMERCE view', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => {
    clearRecentEvents();
    act(() => getOpenDialog()?.settle('dismiss'));
  });

  it('shows the switch notice instead of the page for a card whose feature is closed: CROSSBORDER for the pilot area, CBECP for the platform (spec §4)', () => {
    // The view's clock is 2026-10-20 10:00 UTC+8: CBECP's window has not started, CROSSBORDER has no entry.
    const cbecp: SwitchEntry = { udfs: { name: 'CBECP', state: 'LSENABLED', startTime: '2026-11-01 09:00:00', closeTime: '2027-03-31 18:00:00' } };
    renderView(many as EcommerceData, 'en-US', [cbecp]);
    fireEvent.click(screen.getByRole('link', { name: /Global E-commerce Platform/ }));
    expect(screen.getByRole('dialog').textContent).toContain('This feature is not open at the moment.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    clickCard('Cross-border E-commerce Pilot Zone');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the block title and both cards', () => {
    renderView(many);
    expect(screen.getByRole('heading', { name: many.title })).toBeInTheDocument();
    expect(screen.getByText(many.pilotArea.subTitle)).toBeInTheDocument();
    expect(screen.getByText(many.platform.subTitle)).toBeInTheDocument();
  });

  it.each<[Language, EcommerceData]>([
    ['en-US', many],
    ['zh-CN', manyZh],
  ])('links the cards to /m/%s/customPages/e-commerce-pilot-area and e-commerce-platform', (language, data) => {
    renderView(data, language);
    expect(screen.getByRole('link', { name: new RegExp(data.pilotArea.title) }).getAttribute('href')).toBe(`/m/${language}/customPages/e-commerce-pilot-area`);
    expect(screen.getByRole('link', { name: new RegExp(data.platform.title) }).getAttribute('href')).toBe(`/m/${language}/customPages/e-commerce-platform`);
  });

  it('reports belt_and_road_initiative_click when the pilot-area card is clicked', () => {
    renderView(many);
    clickCard(many.pilotArea.title);
    expect(recentEvents()).toEqual([
      { event: 'belt_and_road_initiative_click', properties: { section: 'ECOMMERCE', id: 'pilotArea', title: many.pilotArea.title } },
    ]);
  });

  it('reports nothing for the platform card', () => {
    renderView(many);
    clickCard(many.platform.title);
    expect(recentEvents()).toEqual([]);
  });

  it('reserves each picture box with its width and height and loads it lazily', () => {
    renderView(many);
    const pictures = [...document.querySelectorAll('img')].map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]);
    expect(pictures).toEqual([
      ['320', '200', 'lazy'],
      ['320', '200', 'lazy'],
    ]);
  });
});
