// Spec §4, §5: a seller's chat message and notification reach a logged-in buyer's badges over the live STOMP
// link, without a reload, and the badges fall back once the buyer reads them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { logInAs, type SessionPage } from './session-pages';
import { embeddedPortalUrl } from './portals';

let browser: Browser;
let buyer: SessionPage;
let seller: SessionPage;

beforeAll(async () => {
  browser = await launchBrowser();
  const base = embeddedPortalUrl;
  [buyer, seller] = await Promise.all([logInAs(browser, 'buyer@demo.fair', base), logInAs(browser, 'seller@demo.fair', base)]);
});
afterAll(() => browser?.close());

/** The header's unread total, read from the user menu toggle's name ('My account, N unread'); 0 without one. */
async function unreadTotal(page: Page): Promise<number> {
  const toggle = page.getByRole('button', { name: /^My account/ });
  await toggle.waitFor();
  const name = (await toggle.getAttribute('aria-label')) ?? '';
  if (name === 'My account') return 0;
  const count = /^My account, (\d+) unread$/.exec(name)?.[1];
  if (count === undefined) throw new Error(`unexpected user menu name: ${name}`);
  return Number(count);
}

/** A call from the page as the page itself makes it: with the session's cookies and its XSRF token. */
async function callFrom(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

describe('live unread badges', () => {
  it('rise within 2 s of a seller’s notification and chat message, and fall back once the buyer reads them in the IM page and the message centre', async () => {
    const buyerStatus = (await callFrom(buyer.page, 'GET', '/api/auth/login/userinfo/public')).json as { id: string };
    // The baseline is the total once both counts are in: the message centre's, and the IM's, which comes
    // when the IM has started.
    let before = 0;
    await expect
      .poll(
        async () => {
          before = await unreadTotal(buyer.page);
          await buyer.page.waitForTimeout(1500);
          return before > 0 && (await unreadTotal(buyer.page)) === before;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    const sent = await callFrom(seller.page, 'POST', '/seller/api/notificationReminders', {
      toUserId: buyerStatus.id,
      title: 'Your sample order has shipped',
      content: 'Tracking number SF1234567890.',
    });
    expect(sent.status).toBeLessThan(300);
    await expect.poll(() => unreadTotal(buyer.page), { timeout: 2000, interval: 100 }).toBe(before + 1);

    await seller.page.goto(`${embeddedPortalUrl}/seller/instantmessageself/index?to=${encodeURIComponent(buyerStatus.id)}`);
    // The seller's account speaks Chinese, so the page does too.
    await seller.page.locator('textarea').fill('Hello! The samples are on their way.');
    await seller.page.locator('button[type="submit"]').click();
    await seller.page.getByText('Hello! The samples are on their way.').waitFor();
    // The IM count is batched for 1 s (spec §9) before it refreshes.
    await expect.poll(() => unreadTotal(buyer.page), { timeout: 2000, interval: 100 }).toBe(before + 2);
    expect(buyer.page.url()).toBe(`${embeddedPortalUrl}/m/en-US/`);

    await buyer.page.goto(`${embeddedPortalUrl}/member/instantmessageself/index`);
    // Opening the conversation marks it read; leaving before that call answers would cancel it.
    const markedRead = buyer.page.waitForResponse((response) => response.request().method() === 'POST' && /\/read$/.test(new URL(response.url()).pathname));
    await buyer.page.getByRole('link', { name: /Sam Seller/ }).click();
    await buyer.page.getByText('Hello! The samples are on their way.').waitFor();
    expect((await markedRead).status()).toBe(200);
    await buyer.page.goto(`${embeddedPortalUrl}/m/member/sitenotificationreminderself/index`);
    await buyer.page.getByText('Your sample order has shipped').waitFor();
    await buyer.page.getByRole('button', { name: 'Mark all as read' }).click();
    // Leaving before the list shows them read would cancel the call that marks them.
    await expect.poll(() => buyer.page.getByRole('list', { name: 'Notifications' }).getByText('Unread', { exact: true }).count()).toBe(0);
    await buyer.page.goto(`${embeddedPortalUrl}/m/en-US/`);
    await expect.poll(() => unreadTotal(buyer.page)).toBe(0);
    expect(buyer.consoleErrors).toEqual([]);
    expect(seller.consoleErrors).toEqual([]);
  });
});

describe('the customer service', () => {
  it('is reached from the IM page through the kefu exchange, answers under work, and its reply reaches the buyer live', async () => {
    const base = embeddedPortalUrl;
    await buyer.page.goto(`${base}/member/instantmessageself/index`);
    await buyer.page.getByRole('button', { name: /Customer service/ }).click();
    await buyer.page.getByRole('heading', { level: 1, name: 'Customer service' }).waitFor();
    await buyer.page.getByRole('textbox', { name: 'Message' }).fill('Where is hall 1.1?');
    await buyer.page.getByRole('button', { name: 'Send' }).click();
    await buyer.page.getByText('Where is hall 1.1?').waitFor();

    const service = await logInAs(browser, 'employee@demo.fair', base);
    try {
      await service.page.goto(`${base}/work/instantmessageself/index`);
      // employee@demo.fair speaks Chinese: the page does too.
      await service.page.getByRole('link', { name: /Alex Buyer/ }).click();
      await service.page.getByText('Where is hall 1.1?').waitFor();
      await service.page.locator('textarea').fill('Hall 1.1 is by the north entrance.');
      await service.page.locator('button[type="submit"]').click();
      await service.page.getByText('Hall 1.1 is by the north entrance.').waitFor();
      // The buyer's open conversation takes the reply from the STOMP link, without a reload.
      await buyer.page.getByText('Hall 1.1 is by the north entrance.').waitFor({ timeout: 5000 });
      expect(service.consoleErrors).toEqual([]);
      expect(buyer.consoleErrors).toEqual([]);
    } finally {
      await service.page.context().close();
    }
  });
});
