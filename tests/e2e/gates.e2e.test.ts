// Spec §5, §6, §8: the home page's buyer entry (post a sourcing request) as each kind of visitor. A visitor
// is asked to log in and comes back after logging in; a non-buyer, a buyer without company information
// and a buyer each get what the rules give them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { logInAs, logInOnLoginPage, openSessionPage } from './session-pages';
import { embeddedPortalUrl as portal } from './portals';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Brings the sourcing section near (its code loads then) and presses its buyer entry. */
async function pressPostSourcingRequest(page: Page): Promise<void> {
  const section = page.locator('[data-section="GLOBALSUPPLYMININGDOCKING"]');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: /Post a sourcing request/ }).click();
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('posting a sourcing request from the home page', () => {
  it('asks a visitor to log in, and brings them back to the page once logged in', async () => {
    const { page, consoleErrors } = await openSessionPage(browser);
    await page.goto(`${portal}/m/en-US/`);
    await pressPostSourcingRequest(page);
    await expect.poll(() => dialog(page).textContent()).toContain('You have not logged in and will browse as a visitor. Please log in to continue.');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/en-US\/login\/mall\/index\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('redirect_uri')).toBe('/m/en-US/');
    expect(query.get('requirement')).toBe('sourcingRequest');
    await logInOnLoginPage(page, 'buyer@demo.fair');
    await page.waitForURL(`${portal}/m/en-US/`);
    await page.locator('header').getByRole('link', { name: 'Enter Workbench' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['seller@demo.fair', 'You are not a buyer yet. Click here to register now.', 'Confirm'],
    ['group@demo.fair', 'You are not a buyer yet. Click here to register now.', 'Confirm'],
    ['newbuyer@demo.fair', 'You have not completed company information, please click the button to complete', 'Complete now'],
  ])('stops %s with the prompt the rules give', async (account, text, action) => {
    const { page, consoleErrors } = await logInAs(browser, account, portal);
    await page.locator('header').getByRole('link', { name: 'Enter Workbench' }).waitFor();
    await pressPostSourcingRequest(page);
    await expect.poll(() => dialog(page).textContent()).toContain(text);
    expect(await dialog(page).getByRole('button', { name: action }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("opens a buyer with company information the member area's create page in a new tab", async () => {
    const { page, consoleErrors } = await logInAs(browser, 'buyer@demo.fair', portal);
    await page.locator('header').getByRole('link', { name: 'Enter Workbench' }).waitFor();
    const popup = page.waitForEvent('popup');
    await pressPostSourcingRequest(page);
    const created = await popup;
    expect(created.url()).toContain('rfq');
    expect(await dialog(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
