import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineMeetingData } from '../../common/generated/types';
import type { SectionContext } from '../../src/engine/types';
import { sectionTracker } from '../../src/engine/section-tracker';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { FLAG_BITS } from '../../common/constants';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { VISITOR } from '../../src/platform/session';
import { DialogHost } from '../../src/ui/DialogHost';
import many from './fixtures/many.en-US.json';
import one from './fixtures/one.en-US.json';
import noLinks from './fixtures/no-links.en-US.json';
import noPicture from './fixtures/no-picture.en-US.json';
import { offlineMeeting } from '.';
import OfflineMeetingView from './View';

const context: SectionContext = {
  language: 'en-US',
  now: new Date('2026-11-22T10:00:00+08:00'),
  industrySiteId: '1001',
  flagMask: FLAG_BITS.offlineMeeting | FLAG_BITS.attendOnlineAndOffline,
  switches: [],
  session: VISITOR,
};

function renderMeeting(data: unknown, flagMask = context.flagMask) {
  return render(
    <PortalIntlProvider language="en-US">
      <OfflineMeetingView
        data={data as OfflineMeetingData}
        context={{ ...context, flagMask }}
        track={sectionTracker(offlineMeeting.key, offlineMeeting.analytics)}
      />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

describe('OfflineMeetingView', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => vi.restoreAllMocks());

  it('links the main title button to mainTitleLink and the sub title button to subTitleLink, both in a new tab', () => {
    renderMeeting(many);
    const main = screen.getByRole('link', { name: 'Visit the Fair Onsite' });
    const sub = screen.getByRole('link', { name: 'Get a Buyer Badge' });
    expect([main.getAttribute('href'), main.getAttribute('target')]).toEqual(['/m/en-US/customPages/officialActivity', '_blank']);
    expect([sub.getAttribute('href'), sub.getAttribute('target')]).toEqual([(many as OfflineMeetingData).udfs.subTitleLink, '_blank']);
  });

  it('leaves out the sub title (the onsite badge) without the attend-online-and-offline flag bit', () => {
    renderMeeting(many, FLAG_BITS.offlineMeeting);
    expect(screen.getByRole('link', { name: 'Visit the Fair Onsite' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get a Buyer Badge' })).toBeNull();
  });

  it('shows a button only for a title that exists', () => {
    renderMeeting(one);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Visit the Fair Onsite']);
  });

  it("shows 'Coming soon' for a title without a link", async () => {
    renderMeeting(noLinks);
    fireEvent.click(screen.getByRole('button', { name: 'Visit the Fair Onsite' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Coming soon');
  });

  it('asks before opening the third-party badge site', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderMeeting(many);
    fireEvent.click(screen.getByRole('link', { name: 'Get a Buyer Badge' }));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(open).toHaveBeenCalledWith((many as OfflineMeetingData).udfs.subTitleLink, '_blank', 'noopener');
  });

  it('reports a button click as activity_click with the button and its title', () => {
    renderMeeting(many);
    fireEvent.click(screen.getByRole('link', { name: 'Visit the Fair Onsite' }));
    expect(recentEvents()).toEqual([{ event: 'activity_click', properties: { section: 'OFFLINEMEETING', id: 'mainTitle', title: 'Visit the Fair Onsite' } }]);
  });

  it('reserves the picture box with its intrinsic size and loads it lazily', () => {
    const { container } = renderMeeting(many);
    const img = container.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual(['702', '280', 'lazy']);
  });

  it('shows the buttons without a picture when there is none', () => {
    const { container } = renderMeeting(noPicture);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows subTitle2 as the note above the buttons', () => {
    renderMeeting(many);
    expect(screen.getByText((many as OfflineMeetingData).udfs.subTitle2!)).toBeInTheDocument();
  });
});
