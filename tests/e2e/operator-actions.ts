// What the demo employee (whose operator page speaks Chinese) does on the operator page, for the suites that publish.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Rolls back to the version before the live one, confirmed, and waits until it is live again. */
export async function rollBackToPreviousVersion(page: Page): Promise<void> {
  const versions = page.getByRole('button', { name: /^回滚到第 \d+ 版$/ });
  await expect.poll(() => versions.count()).toBeGreaterThan(0);
  // The newest version is live; the one before it is the first offered for a rollback.
  await versions.first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确定|确认/ })
    .click();
  await page.getByText(/第 \d+ 版已重新上线/).waitFor();
}
