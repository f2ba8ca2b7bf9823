import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { OfflineNotice } from './OfflineNotice';

describe('the offline notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the visitor is offline while the browser has no network, and goes when it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <PortalIntlProvider language="en-US">
        <OfflineNotice />
      </PortalIntlProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toContain('You are offline');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
