import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageSections } from '../../src/engine/PageSections';
import { pageWith } from '../../src/engine/testing/sections/page';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { getOpenDialog } from '../../src/platform/dialogs';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { DialogHost } from '../../src/ui/DialogHost';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import noPictures from './fixtures/no-pictures.en-US.json';
import { newsAndEvents } from '.';

async function renderNews(data: unknown, language: Language = 'en-US') {
  render(
    <PortalIntlProvider language={language}>
      <PageSections
        page={pageWith([['NEWSANDEVENTS']], { NEWSANDEVENTS: data }, { language })}
        registry={{ NEWSANDEVENTS: newsAndEvents }}
        language={language}
      />
      <DialogHost />
    </PortalIntlProvider>,
  );
  return screen.findAllByRole('listitem');
}

const itemTitled = (title: string) => screen.getByText(title).closest('a, button') as HTMLElement;
const bySequence = [...many.links].sort((a, b) => a.sequence - b.sequence);
const linkOf = (id: string) => many.links.find((link) => link.id === id)!;

describe('NEWSANDEVENTS view', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => act(() => getOpenDialog()?.settle('dismiss')));

  it('lists the links sorted by sequence, whatever order they arrive in', async () => {
    const items = await renderNews(many);
    const shown = items.map((item) => many.links.find((link) => item.textContent?.includes(link.title))?.id);
    expect(shown).toEqual(bySequence.map((link) => link.id));
  });

  it('shows the first item large, with its picture, headline tag and summary; the others as rows with a thumbnail', async () => {
    const [lead, ...rows] = await renderNews(many);
    const first = bySequence[0]!;
    expect(lead!.querySelector('img')?.getAttribute('src')).toBe(first.picture?.url);
    expect(lead!.textContent).toContain('Headline');
    expect(lead!.textContent).toContain(first.subTitle);
    const rowWithPicture = rows.find((row) => row.textContent?.includes(bySequence[1]!.title))!;
    expect(rowWithPicture.textContent).not.toContain(bySequence[1]!.subTitle);
    expect(rowWithPicture.querySelector('img')?.getAttribute('src')).toBe(bySequence[1]!.picture?.url);
  });

  it('gives rows without a picture no thumbnail, and a lead without a picture no headline tag', async () => {
    const [lead, ...rows] = await renderNews(noPictures);
    expect(lead!.textContent).not.toContain('Headline');
    for (const item of [lead!, ...rows]) expect(item.querySelector('img')).toBeNull();
  });

  it('loads pictures lazily with their width and height, so their box is reserved', async () => {
    await renderNews(many);
    const pictures = Array.from(document.querySelectorAll('img'));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect([picture.getAttribute('loading'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['lazy', '640', '360']);
    }
  });

  it('dates each item with its publishTime in the page language', async () => {
    await renderNews(many);
    expect(within(itemTitled(linkOf('news-2026-opening').title)).getByText('Oct 15, 2026')).toBeInTheDocument();
    expect(itemTitled(linkOf('news-replay').title).querySelector('time')).toBeNull();
  });

  it('dates the zh-CN list the Chinese way', async () => {
    await renderNews(manyZh, 'zh-CN');
    expect(screen.getByText('2026年10月15日').getAttribute('dateTime')).toBe('2026-10-15');
  });

  it.each([
    ['POST uses post.fullUrl', 'news-2026-opening', '/m/en-US/news/2026-autumn-opening-ceremony'],
    ['WEB_PAGE uses webPage.fullUrl', 'news-2026-services', '/m/en-US/news/new-exhibitor-services'],
    ['URL uses redirectUrl', 'news-hall-guide', '/m/en-US/news/onsite-hall-guide'],
  ])('links an item by its redirectType: %s', async (_rule, id, href) => {
    await renderNews(many);
    expect(itemTitled(linkOf(id).title).getAttribute('href')).toBe(href);
  });

  it("shows 'Coming soon' for an item without a link", async () => {
    await renderNews(many);
    fireEvent.click(itemTitled(linkOf('news-replay').title));
    expect((await screen.findByRole('dialog')).textContent).toContain('Coming soon');
  });

  it('asks before leaving for a third-party news site', async () => {
    await renderNews(many);
    fireEvent.click(itemTitled(linkOf('news-partner').title));
    expect((await screen.findByRole('dialog')).textContent).toMatch(/third-party/);
  });

  it('reports ad_click with the item id and title', async () => {
    await renderNews(many);
    const opening = linkOf('news-2026-opening');
    fireEvent.click(itemTitled(opening.title));
    expect(recentEvents()).toContainEqual({
      event: 'ad_click',
      properties: { section: 'NEWSANDEVENTS', page: 'mobile-home', id: opening.id, title: opening.title },
    });
  });
});
