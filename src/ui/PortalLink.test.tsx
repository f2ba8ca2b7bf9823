import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { DialogHost } from './DialogHost';
import { PortalLink } from './PortalLink';

function renderLink(to: Parameters<typeof PortalLink>[0]['to'], newTab = false) {
  const onActivate = vi.fn();
  render(
    <PortalIntlProvider language="en-US">
      <PortalLink to={to} newTab={newTab} onActivate={onActivate}>
        go
      </PortalLink>
      <DialogHost />
    </PortalIntlProvider>,
  );
  return onActivate;
}

describe('PortalLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a plain anchor for a portal path', () => {
    renderLink({ redirectType: 'URL', redirectUrl: '/m/en-US/search' });
    expect(screen.getByRole('link', { name: 'go' }).getAttribute('href')).toBe('/m/en-US/search');
  });

  it("shows 'Coming soon' when there is no link, and reports the click", async () => {
    const onActivate = renderLink({ redirectType: 'NONE' });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(onActivate).toHaveBeenCalledOnce();
    expect(await screen.findByRole('dialog')).toHaveProperty('textContent', expect.stringContaining('Coming soon'));
  });

  it('asks before leaving for a third-party site, and stays when cancelled', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderLink('https://matching.example.org/?queryType=SUPPLIER', true);
    fireEvent.click(screen.getByRole('link', { name: 'go' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/privacy/i);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the third-party site in a new tab once confirmed', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderLink('https://matching.example.org/?queryType=SUPPLIER', true);
    fireEvent.click(screen.getByRole('link', { name: 'go' }));
    await screen.findByRole('dialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(open).toHaveBeenCalledWith('https://matching.example.org/?queryType=SUPPLIER', '_blank', 'noopener');
  });

  it('locks page scroll while the dialog is open', async () => {
    renderLink(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(document.body.style.overflow).toBe('');
  });
});
