import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { ServicesData } from '../../common/generated/types';
import { getOpenDialog } from '../../src/platform/dialogs';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { VISITOR } from '../../src/platform/session';
import { DialogHost } from '../../src/ui/DialogHost';
import many from './fixtures/many.en-US.json';
import View from './View';

const data = many as ServicesData;

function renderView() {
  const context = sectionContextOf(pageWith([], {}), 'en-US', new Date('2026-10-15T01:00:00Z'), VISITOR);
  return render(
    <PortalIntlProvider language="en-US">
      <View data={data} context={context} track={sectionTracker('SERVICES', false)} />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

const grid = (name: string) => within(screen.getByRole('list', { name }));

describe('SERVICES view', () => {
  afterEach(() => {
    // The dialog store outlives a render: close what a test left open.
    act(() => getOpenDialog()?.settle('dismiss'));
  });

  it('shows the four big tiles, then the six small icons, in the data order', () => {
    renderView();
    expect(
      grid('Featured services')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(data.primary.map((service) => service.title));
    expect(
      grid('More services')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(data.secondary.map((service) => service.title));
  });

  it.each([
    ['POST uses post.fullUrl', 'Visa & invitation letter', '/m/en-US/posts/visa-and-invitation-letter'],
    ['WEB_PAGE uses webPage.fullUrl', 'Logistics & customs', '/m/en-US/pages/logistics-and-customs'],
    ['MALL_PAGE_INDEX uses pageTheme.url', 'Fair guide', '/m/en-US/customPages/help'],
    ['URL uses redirectUrl', 'Live hall', '/m/en-US/customPages/liveHall'],
  ])('links a service by its redirectType: %s', (_rule, title, href) => {
    renderView();
    expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe(href);
  });

  it("shows 'Coming soon' for a service without a link", async () => {
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Trade financing' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Coming soon');
  });

  it('asks before leaving for a third-party service site', async () => {
    renderView();
    fireEvent.click(screen.getByRole('link', { name: 'Hotel booking' }));
    expect((await screen.findByRole('dialog')).textContent).toMatch(/third-party/);
  });

  it('reserves every icon box with its intrinsic size and loads it lazily', () => {
    const { container } = renderView();
    const images = Array.from(container.querySelectorAll('img'));
    expect(images).toHaveLength(10);
    for (const image of images) {
      expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
        expect.any(String),
        expect.any(String),
        'lazy',
      ]);
    }
  });
});
