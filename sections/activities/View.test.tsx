import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwitchEntry } from '../../common/generated/types';
import { PageSections } from '../../src/engine/PageSections';
import { pageWith } from '../../src/engine/testing/sections/page';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { DialogHost } from '../../src/ui/DialogHost';
import many from './fixtures/many.en-US.json';
import { activities } from '.';

// Every feature bit on: the VR exhibition hall card also needs the VR booths bit.
const ALL_FLAGS = 0b111_1111;

async function renderShowcase(switches: SwitchEntry[] = []) {
  render(
    <PortalIntlProvider language="en-US">
      <PageSections
        page={pageWith([['ACTIVITIES']], { ACTIVITIES: many }, { switches, flagMask: ALL_FLAGS })}
        registry={{ ACTIVITIES: activities }}
        language="en-US"
      />
      <DialogHost />
    </PortalIntlProvider>,
  );
  return screen.findByRole('list');
}

/** The cards shown, in order, by the title each list item carries. */
const shownIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => many.cards.find((card) => item.textContent?.includes(card.title))?.id);
const [live, vrHall, newProduct, buyersDay, designAward] = many.cards;

describe('ACTIVITIES view', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => vi.useRealTimers());

  it('leads with the first card and its call to action, the others follow in order', async () => {
    const list = await renderShowcase();
    expect(shownIn(list)).toEqual(many.cards.map((card) => card.id));
    const [lead, second] = within(list).getAllByRole('listitem');
    expect(lead?.textContent).toContain('Take part');
    expect(second?.textContent).not.toContain('Take part');
  });

  it('leaves out the VR exhibition hall card outside its switch window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-01T00:00:00Z'));
    const closed: SwitchEntry = { udfs: { name: 'VIRTUALPAVILION', state: 'LSENABLED', startTime: '2026-10-15 09:00:00', closeTime: '2027-03-31 18:00:00' } };
    const list = await renderShowcase([closed]);
    expect(shownIn(list)).toEqual([live, newProduct, buyersDay, designAward].map((card) => card!.id));
  });

  it('links a card by its redirectType and reports activity_click with its id and title', async () => {
    await renderShowcase();
    const link = screen.getByRole('link', { name: new RegExp(vrHall!.title) });
    expect(link.getAttribute('href')).toBe(vrHall!.webPage!.fullUrl);
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow links
    fireEvent.click(link);
    expect(recentEvents()).toContainEqual({
      event: 'activity_click',
      properties: { section: 'ACTIVITIES', page: 'mobile-home', id: vrHall!.id, title: vrHall!.title },
    });
  });

  it('shows a Coming soon dialog for a card without a link, and still reports the click', async () => {
    await renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(designAward!.title) }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Coming soon');
    expect(recentEvents()).toContainEqual(expect.objectContaining({ event: 'activity_click', properties: expect.objectContaining({ id: designAward!.id }) }));
  });

  it('badges live, VR and new product cards, and reserves every picture box', async () => {
    const list = await renderShowcase();
    expect(within(list).getByText('Live')).toBeInTheDocument();
    expect(within(list).getByText('VR Hall')).toBeInTheDocument();
    expect(within(list).getByText('New')).toBeInTheDocument();
    for (const image of within(list).getAllByRole('presentation')) {
      expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['640', '360', 'lazy']);
    }
  });
});
