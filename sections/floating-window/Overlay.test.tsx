import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { FloatingWindowData } from '../../common/generated/types';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { VISITOR } from '../../src/platform/session';
import { DialogHost } from '../../src/ui/DialogHost';
import one from './fixtures/one.en-US.json';
import empty from './fixtures/empty.json';
import withoutLink from './fixtures/window-without-link.en-US.json';
import FloatingWindowOverlay from './Overlay';

function renderFloating(data: FloatingWindowData, language: Language = 'en-US', miniProgram = false) {
  const page = pageWith([], {});
  const context = sectionContextOf(page, language, new Date('2026-10-15T02:00:00Z'), VISITOR, miniProgram);
  return render(
    <PortalIntlProvider language={language}>
      <FloatingWindowOverlay data={data} context={context} track={sectionTracker('FLOATINGWINDOW', { click: 'ad_click' })} />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

const promoPicture = () => screen.queryByRole('img', { name: 'Live Sourcing Week, Oct 15 – 30: watch now' });

describe('floating window and APP button', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('takes no space in the flow: it floats from the body', () => {
    const { container } = renderFloating(one);
    expect(container.childElementCount).toBe(0);
    expect(document.body.querySelector('[data-floating-window]')).not.toBeNull();
  });

  it("has no APP button in a mini-program's web view, where the app cannot be installed", () => {
    renderFloating(one, 'en-US', true);
    expect(screen.queryByRole('link', { name: 'Get the fair app' })).toBeNull();
    expect(promoPicture()).not.toBeNull();
  });

  it('links the APP button to the app-introduction page in the current language', () => {
    renderFloating(empty, 'zh-CN');
    const app = screen.getByRole('link', { name: '下载展会APP' });
    expect(app.getAttribute('href')).toBe('https://app.globaltradefair.example/intro?lang=zh-CN');
    expect(app.getAttribute('target')).toBe('_blank');
  });

  it('opens the external app-introduction page in a new tab once leaving the site is confirmed', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderFloating(empty);
    fireEvent.click(screen.getByRole('link', { name: 'Get the fair app' }));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(open).toHaveBeenCalledWith('https://app.globaltradefair.example/intro?lang=en-US', '_blank', 'noopener');
    expect(recentEvents()).toEqual([{ event: 'ad_click', properties: { section: 'FLOATINGWINDOW', id: 'app-intro', title: 'APP' } }]);
  });

  it('shows the floating window above the APP button with its box reserved', () => {
    renderFloating(one);
    const picture = promoPicture();
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['180', '224']);
    expect(picture?.closest('a')?.getAttribute('href')).toBe('/m/en-US/customPages/liveHall');
  });

  it('shows only the APP button when there is no floating window', () => {
    renderFloating(empty);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get the fair app' })).toBeInTheDocument();
  });

  it('closes the floating window and keeps it closed for the rest of the session', () => {
    const first = renderFloating(one);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(promoPicture()).toBeNull();
    expect(screen.getByRole('link', { name: 'Get the fair app' })).toBeInTheDocument();
    first.unmount();
    renderFloating(one);
    expect(promoPicture()).toBeNull();
  });

  it("reports the floating window's click", () => {
    renderFloating(one);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true }); // jsdom cannot navigate
    fireEvent.click(promoPicture()!);
    expect(recentEvents()).toEqual([
      { event: 'ad_click', properties: { section: 'FLOATINGWINDOW', id: 'floating-window', title: 'Live Sourcing Week, Oct 15 – 30: watch now' } },
    ]);
  });

  it("shows 'Coming soon' for a floating window without a link", async () => {
    renderFloating(withoutLink);
    fireEvent.click(screen.getByRole('img', { name: 'Live Sourcing Week, Oct 15 – 30' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Coming soon');
  });
});
