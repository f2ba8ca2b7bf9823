import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageSections } from '../../src/engine/PageSections';
import { pageWith } from '../../src/engine/testing/sections/page';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { DialogHost } from '../../src/ui/DialogHost';
import many from './fixtures/many.en-US.json';
import { homeSections } from '.';

async function renderAreas(data: unknown) {
  render(
    <PortalIntlProvider language="en-US">
      <MemoryRouter>
        <PageSections page={pageWith([['HOMESECTIIONS']], { HOMESECTIIONS: data })} registry={{ HOMESECTIIONS: homeSections }} language="en-US" />
        <DialogHost />
      </MemoryRouter>
    </PortalIntlProvider>,
  );
  return screen.findByRole('list');
}

const [electronics, , fiveLines, , , comingSoon] = many.areas;

describe('HOMESECTIIONS view', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });

  it('shows a card per exhibition area with its title and icon', async () => {
    const list = await renderAreas(many);
    expect(within(list).getAllByRole('listitem')).toHaveLength(many.areas.length);
    const icon = within(list).getAllByRole('presentation')[0];
    expect([icon?.getAttribute('src'), icon?.getAttribute('width'), icon?.getAttribute('loading')]).toEqual([electronics?.icon.url, '96', 'lazy']);
  });

  it('shows the first 3 lines of a 5-line session schedule', async () => {
    await renderAreas(many);
    const card = screen.getByText(fiveLines!.title).closest('a')!;
    const [first, second, third, fourth] = fiveLines!.sessionSchedule.split('\n');
    expect(card.textContent).toContain(`${first}${second}${third}`);
    expect(card.textContent).not.toContain(fourth);
  });

  it('links a card to its url and reports home_exhibition_area_click with its id and title', async () => {
    await renderAreas(many);
    const card = screen.getByText(electronics!.title).closest('a')!;
    expect(card.getAttribute('href')).toBe(electronics!.url);
    card.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow links
    fireEvent.click(card);
    expect(recentEvents()).toContainEqual({
      event: 'home_exhibition_area_click',
      properties: { section: 'HOMESECTIIONS', page: 'mobile-home', id: electronics!.id, title: electronics!.title },
    });
  });

  it("shows 'Coming soon' for an area without a page", async () => {
    await renderAreas(many);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(comingSoon!.title) }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Coming soon');
  });

  it('links More to the exhibition page in the page language', async () => {
    await renderAreas(many);
    expect(screen.getByRole('link', { name: /More exhibition areas/ }).getAttribute('href')).toBe('/m/en-US/customPages/exhibition');
  });
});
