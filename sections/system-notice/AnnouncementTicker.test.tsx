import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnnouncementPage } from '../../common/generated/types';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import many from './fixtures/announcement-page.many.en-US.json';
import one from './fixtures/announcement-page.one.en-US.json';
import { AnnouncementTicker } from './AnnouncementTicker';

const announcementsOf = (reply: unknown) => (reply as AnnouncementPage)._embedded['b2b:siteAnnouncements'];

function renderTicker(reply: unknown) {
  return render(
    <PortalIntlProvider language="en-US">
      <AnnouncementTicker announcements={announcementsOf(reply)} />
    </PortalIntlProvider>,
  );
}

describe('AnnouncementTicker', () => {
  it('repeats the first announcement after the last, for the seamless loop', () => {
    const items = announcementsOf(many);
    renderTicker(many);
    const rows = screen.getAllByRole('listitem', { hidden: true }).map((row) => row.textContent?.replace('›', ''));
    expect(rows).toEqual([...items, items[0]].map((item) => item?.title));
  });

  it('shows a single announcement once, without a repeat', () => {
    renderTicker(one);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('links an announcement of redirectType URL to its linkUrl, and others nowhere', () => {
    renderTicker(many);
    const [linked, unlinked] = announcementsOf(many);
    expect(screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toContain(linked?.linkUrl);
    expect(screen.getAllByText(unlinked!.title)[0]?.closest('a')).toBeNull();
  });

  it('renders nothing without announcements', () => {
    const { container } = renderTicker({ _embedded: { 'b2b:siteAnnouncements': [] } });
    expect(container.innerHTML).toBe('');
  });
});
