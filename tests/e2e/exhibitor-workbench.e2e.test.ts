// Issue 28: the exhibitor answers. A buyer sends an inquiry from a product page; the seller finds it from the
// Workbench, unread, opens it and replies; the buyer's badge rises live over STOMP and the reply is in the buyer's
// personal centre. On the PostgreSQL portal, whose rows the browser tests may change.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { logInAs, type SessionPage } from './session-pages';
import { postgresPortalUrl as base } from './portals';

const catalog = JSON.parse(readFileSync(new URL('../../fixtures/seed/catalog.json', import.meta.url), 'utf8')) as {
  products: Array<{ id: string; shopCode: string }>;
};
// A product of the demo seller's shop.
const product = catalog.products.find((candidate) => candidate.shopCode === 'pearl-river-tools');
if (!product) throw new Error('The seed catalogue has no product of the shop pearl-river-tools.');
const productPath = `/m/en-US/shops/${product.shopCode}/listedProducts/${product.id}`;

let browser: Browser;
let buyer: SessionPage;
let seller: SessionPage;

beforeAll(async () => {
  browser = await launchBrowser();
  [buyer, seller] = await Promise.all([
    logInAs(browser, 'buyer@demo.fair', base, productPath),
    logInAs(browser, 'seller@demo.fair', base, '/seller/workbench/index?lang=en-US'),
  ]);
});
afterAll(() => browser?.close());

/** The header's unread total, read from the user menu toggle's name ('My account, N unread'); 0 without one. */
async function unreadTotal(page: Page): Promise<number> {
  const toggle = page.getByRole('button', { name: /^My account/ });
  await toggle.waitFor();
  const name = (await toggle.getAttribute('aria-label')) ?? '';
  return Number(/^My account, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

describe('the exhibitor’s inquiries', () => {
  it('lets the seller find a buyer’s inquiry from the Workbench, reply, and the buyer hear of it live and read it', async () => {
    const words = `Workbench ${Date.now() % 100_000}: 800 drills by April, what is your best price?`;
    const answer = `Thank you: 800 by 1 April at 11.20 USD each (${Date.now() % 1000}).`;

    // The buyer asks from the product page.
    await buyer.page.getByRole('button', { name: /^Send inquiry$/ }).click();
    const form = buyer.page.getByRole('dialog');
    await form.getByLabel('Your inquiry').fill(words);
    await form.getByRole('button', { name: /^Send$/ }).click();
    await form.waitFor({ state: 'detached' });

    // The seller's Workbench counts it and leads to it.
    await seller.page.reload();
    await seller.page
      .getByRole('navigation', { name: 'What waits for you' })
      .getByRole('link', { name: /Unread inquiries$/ })
      .click();
    await seller.page.waitForURL(/\/m\/seller\/inquiries\/index/);
    const item = seller.page.getByRole('listitem').filter({ hasText: words });
    await item.getByText('Unread').waitFor();
    await item.getByRole('link').click();
    await seller.page.getByRole('heading', { name: /^Inquiry from Alex Buyer/ }).waitFor();
    await seller.page.getByText('Harbour Imports Ltd.').waitFor();

    // The reply reaches the buyer's header at once, and the personal centre. The baseline is the total once both
    // counts are in (the message centre's, and the IM's, which comes when the IM has started).
    await buyer.page.goto(`${base}/m/en-US/`);
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
    await seller.page.getByLabel('Your reply').fill(answer);
    await seller.page.getByRole('button', { name: 'Send reply' }).click();
    await seller.page.getByRole('list', { name: 'Messages' }).getByText(answer).waitFor();
    await expect.poll(() => unreadTotal(buyer.page), { timeout: 2000, interval: 100 }).toBe(before + 1);
    await buyer.page.goto(`${base}/m/member/usercenter/index?lang=en-US`);
    await buyer.page
      .getByRole('region', { name: /^My inquiries$/ })
      .getByText(answer)
      .waitFor();

    // Back in the inbox it is read and answered.
    await seller.page.getByRole('link', { name: /All inquiries/ }).click();
    const answered = seller.page.getByRole('listitem').filter({ hasText: words });
    await answered.getByText('Answered').waitFor();
    expect(await answered.getByText('Unread').count()).toBe(0);

    // The buyer writes back from the personal centre: the inquiry is unread and new to the seller again, the
    // follow-up in its thread.
    const followUp = `Then 1,000 at 11.00 USD? (${Date.now() % 1000})`;
    const mine = buyer.page
      .getByRole('region', { name: /^My inquiries$/ })
      .getByRole('listitem')
      .filter({ hasText: answer });
    await mine.getByRole('button', { name: 'Write back' }).click();
    await mine.getByLabel(/^Your message to /).fill(followUp);
    await mine.getByRole('button', { name: 'Send' }).click();
    await mine.getByText(followUp).waitFor();
    await mine.getByText('You wrote').waitFor();
    await seller.page.reload();
    const again = seller.page.getByRole('listitem').filter({ hasText: words });
    await again.getByText('Unread').waitFor();
    await again.getByRole('link').click();
    await seller.page.getByRole('list', { name: 'Messages' }).getByText(followUp).waitFor();
    expect(seller.consoleErrors).toEqual([]);
    expect(buyer.consoleErrors).toEqual([]);
  });

  it('lets the seller send the company’s card back to a buyer who sent one, and see who booked a live session', async () => {
    // The buyer sends a card from the product page, unless this buyer did already.
    await buyer.page.goto(`${base}${productPath}`);
    const exchange = buyer.page.getByRole('button', { name: /^(Exchange( business)? card|Exchanged)$/ });
    if ((await exchange.textContent())?.trim() !== 'Exchanged') {
      await exchange.click();
      await buyer.page
        .getByRole('dialog')
        .getByRole('button', { name: /^Exchange$/ })
        .click();
      await buyer.page.getByRole('button', { name: /^Exchanged$/ }).waitFor();
    }

    await seller.page.goto(`${base}/seller/workbench/index?lang=en-US`);
    await seller.page
      .getByRole('link', { name: /^Business cards/ })
      .first()
      .click();
    const card = seller.page.getByRole('listitem').filter({ hasText: 'Alex Buyer' });
    await card.getByText(/^Received /).waitFor();
    const sendBack = card.getByRole('button', { name: 'Send our card back to Alex Buyer' });
    if (await sendBack.count()) await sendBack.click();
    await card.getByText(/^Our card sent back /).waitFor();
    await buyer.page.goto(`${base}/m/member/memberselffollowingmemberbuyer/index?lang=en-US`);
    await buyer.page.getByText(/^Their card, from Sam Seller/).waitFor();

    // A live the seller schedules, booked by the buyer, shows its booking on the seller's page.
    await seller.page.goto(`${base}/m/seller/lives/index?lang=en-US`);
    const title = `Drill line tour ${Date.now() % 100_000}`;
    await seller.page.getByRole('button', { name: 'New live session' }).click();
    const form = seller.page.getByRole('form', { name: 'New live session' });
    await form.getByLabel('Title (Chinese)').fill(`电钻生产线 ${title}`);
    await form.getByLabel('Title (English)').fill(title);
    await form.getByRole('button', { name: 'Save' }).click();
    await seller.page.getByText('Live session saved.').waitFor();
    const live = seller.page.getByRole('listitem').filter({ hasText: title });
    await live.getByRole('button', { name: 'No bookings' }).waitFor();

    const lives = (await (await fetch(`${base}/b2bshop/api/lives/public?lang=en-US`)).json()) as Array<{ id: string; title: string }>;
    const liveId = lives.find((item) => item.title === title)?.id;
    expect(liveId).toBeDefined();
    const booked = await buyer.page.evaluate(async (id) => {
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/member/api/liveAppointments', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: JSON.stringify({ liveId: id }),
      });
      return response.status;
    }, liveId);
    expect(booked).toBe(200);
    await seller.page.reload();
    await seller.page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: '1 booking' }).click();
    await seller.page.getByText(/^Alex Buyer · Harbour Imports Ltd\./).waitFor();
    expect(seller.consoleErrors).toEqual([]);
  });

  it('lets the seller add a product with a new keyword that the home page’s search suggests within 5 s, and open its page', async () => {
    const keyword = `Velquor ${Date.now() % 100_000}`;
    await seller.page.goto(`${base}/seller/workbench/index?lang=en-US`);
    await seller.page.getByRole('link', { name: /^My products/ }).click();
    await seller.page.waitForURL(/\/m\/seller\/products\/index/);
    await seller.page.getByRole('link', { name: 'New product' }).click();
    await seller.page.getByLabel('Title (Chinese)').fill(`无刷角磨机 ${keyword}`);
    await seller.page.getByLabel('Title (English)').fill(`Brushless angle grinder ${keyword}`);
    await seller.page.getByLabel(/^Search keywords \(English\)/).fill(`${keyword}, angle grinder`);
    await seller.page.getByLabel(/^Search keywords \(Chinese\)/).fill('角磨机');
    await seller.page.getByLabel('Brand (English)').fill('Pearl River');
    await seller.page.getByLabel('Minimum order quantity').fill('300');
    await seller.page.locator('input[type=file]').setInputFiles({
      name: 'grinder.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
    await seller.page.getByRole('img', { name: 'Picture 1' }).waitFor();
    // A visitor is on the home page already: the 5 s are the product's way into the search (issue 28), not the
    // page's load on a busy machine.
    await buyer.page.goto(`${base}/m/en-US/`);
    const box = buyer.page.locator('[data-section="HOMESEARCH"]').getByRole('combobox');
    const saved = Date.now();
    await seller.page.getByRole('button', { name: 'Save' }).click();
    await seller.page.getByText('Product saved: buyers can find it now.').waitFor();

    // The visitor is offered the new keyword as they type it.
    await box.fill(keyword.toLowerCase());
    await buyer.page.getByRole('option', { name: keyword }).waitFor({ timeout: Math.max(1, 5000 - (Date.now() - saved)) });
    await box.press('ArrowDown');
    await box.press('Enter');
    await buyer.page.waitForURL(/\/search\?/);
    await buyer.page.getByRole('link', { name: new RegExp(`Brushless angle grinder ${keyword}`) }).click();
    await buyer.page.getByRole('heading', { name: `Brushless angle grinder ${keyword}` }).waitFor();
    await buyer.page.getByText('300').waitFor();

    // Back on the seller's list it is on show.
    await seller.page.getByRole('link', { name: /All products/ }).click();
    await seller.page.getByRole('listitem').filter({ hasText: keyword }).getByText('On show').waitFor();
    expect(seller.consoleErrors).toEqual([]);
  });

  it('lets a group choose one of its companies on the Workbench and keep that company’s shop and products', async () => {
    const group = await logInAs(browser, 'group@demo.fair', base, '/group/workbench/index?lang=en-US');
    try {
      await group.page.getByLabel('Acting for').selectOption({ label: 'Dehua Baiyun Ceramics Co., Ltd.' });
      await group.page.getByRole('link', { name: /^My shop/ }).click();
      await group.page.waitForURL(/\/m\/seller\/shop\/index/);
      await group.page.getByRole('heading', { name: 'Dehua Baiyun Ceramics Co., Ltd.' }).waitFor();
      expect(await group.page.getByLabel('Acting for').inputValue()).toBe('st-dehua-baiyun-ceramics');

      await group.page.goto(`${base}/m/seller/products/index?lang=en-US`);
      const list = group.page.getByRole('region', { name: 'Your company’s products' });
      await list.getByRole('listitem').first().waitFor();
      const ids = await list.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('edit')));
      const baiyun = catalog.products.filter((item) => item.shopCode === 'baiyun-ceramics').map((item) => item.id);
      expect(ids.filter((id) => id !== 'new').every((id) => baiyun.includes(id ?? ''))).toBe(true);

      // Back to the group's own company: its own shop.
      await group.page.getByLabel('Acting for').selectOption({ index: 0 });
      await group.page.goto(`${base}/m/seller/shop/index?lang=en-US`);
      await group.page.getByRole('heading', { name: 'Canton Industrial Group' }).waitFor();
      expect(group.consoleErrors).toEqual([]);
    } finally {
      await group.page.context().close();
    }
  });
});
