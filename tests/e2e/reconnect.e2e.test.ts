// Issue 29: when the notification socket drops (a phone changing networks), it comes back by itself and the unread
// counts are read again, so a notice sent while it was down shows on the badge without a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startCuttableProxy, type CuttableProxy } from './cuttable-proxy';
import { logInAs } from './session-pages';
import { embeddedPortalUrl } from './portals';

let browser: Browser;
let proxy: CuttableProxy;

beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startCuttableProxy(embeddedPortalUrl);
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

/** The header's unread total, from the user menu toggle's name ('My account, N unread'); 0 without one. */
async function unreadTotal(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^My account/ }).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

describe('the notification socket', () => {
  it('opens again after the network drops it, and the badge counts what came meanwhile', { timeout: 120_000 }, async () => {
    const buyer = await logInAs(browser, 'buyer@demo.fair', proxy.url);
    const seller = await logInAs(browser, 'seller@demo.fair', embeddedPortalUrl);
    try {
      const sockets: string[] = [];
      buyer.page.on('websocket', (socket) => sockets.push(socket.url()));
      const buyerId = await buyer.page.evaluate(async () => ((await (await fetch('/api/auth/login/userinfo/public')).json()) as { id: string }).id);
      // Settled: the message centre's count and the IM's are both in.
      let before = -1;
      await expect
        .poll(
          async () => {
            const now = await unreadTotal(buyer.page);
            const settled = now === before;
            before = now;
            return settled;
          },
          { timeout: 15_000, interval: 1500 },
        )
        .toBe(true);

      proxy.cut();
      // While it is down, a notice is sent: its push is lost with the connection.
      const sent = await seller.page.evaluate(async (toUserId) => {
        const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch('/seller/api/notificationReminders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
          body: JSON.stringify({ toUserId, title: 'Samples shipped while you were away', content: 'Tracking SF0000000001.' }),
        });
        return response.status;
      }, buyerId);
      expect(sent).toBeLessThan(300);
      await buyer.page.waitForTimeout(1500);
      expect(await unreadTotal(buyer.page)).toBe(before);
      proxy.mend();

      // Back (the next try is at most a few seconds away): a new socket, and the counts read again.
      await expect.poll(() => sockets.length, { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(() => unreadTotal(buyer.page), { timeout: 20_000 }).toBe(before + 1);
      await buyer.page.screenshot({ path: '/tmp/reconnect-badge.png' });
      // A dropped connection's failed calls are the network's; the page logs nothing else.
      expect(buyer.consoleErrors.filter((error) => !/ERR_CONNECTION|Failed to fetch|WebSocket|net::|status of 5/.test(error))).toEqual([]);
    } finally {
      await Promise.all([buyer.page.context().close(), seller.page.context().close()]);
    }
  });
});
