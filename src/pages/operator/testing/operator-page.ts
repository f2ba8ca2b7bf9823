// The operator page's tests: the stand-in server's replies for an employee and the page's parts as a test finds them.
import { screen, within } from '@testing-library/react';
import type { AuthApi, FakeReply } from '../../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../../platform/session/testing/logged-in-replies';
import live from '../../../../fixtures/operator/live-page-config.seed.en-US.json';
import noDrafts from '../../../../fixtures/operator/draft-list.empty.json';
import versions from '../../../../fixtures/operator/version-list.three.json';
import audit from '../../../../fixtures/operator/audit-list.some.json';
import stats from '../../../../fixtures/operator/section-stats.week.json';
import consentStats from '../../../../fixtures/operator/consent-stats.week.json';
import pageList from '../../../../fixtures/operator/page-list.seed.json';
import { sectionRegistry } from '../../../../sections/registry';

/**
 * Loads, outside any test's time, what the operator page loads as it opens: its code (the route loads it lazily)
 * and every section's data check (the content panel checks each section's data as the page opens).
 */
export async function loadOperatorPageCode(): Promise<void> {
  await import('../OperatorPageLayout');
  await Promise.all(Object.values(sectionRegistry).map((section) => section.loadValidator()));
}

export const BASE = '/work/api/pageConfigs/mobile-home';
export const PAGE_URL = '/work/pageconfigs/mobile-home?lang=en-US';
export const ok = (body: unknown, status = 200): FakeReply => ({ status, body });

export const location = () => screen.getByTestId('location').textContent;
export const sectionList = () => screen.findByRole('list', { name: 'Sections' });
export const rowNames = async () =>
  within(await sectionList())
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));
export const row = async (name: RegExp) => within(await sectionList()).getByRole('listitem', { name });

/** An employee, the live configuration, its drafts (none unless given), versions, audit list, numbers and consent counts. */
export function replyOperator(api: AuthApi, { drafts = noDrafts }: { drafts?: unknown } = {}): void {
  replyLoggedIn(api, { userType: 'EMPLOYEE' });
  api.reply(`GET ${BASE}`, ok(live));
  api.reply(`GET ${BASE}/drafts`, ok(drafts));
  api.reply(`GET ${BASE}/versions`, ok(versions));
  api.reply(`GET ${BASE}/audit`, ok(audit));
  api.reply('GET /work/api/analytics/sections', ok(stats));
  api.reply('GET /work/api/analytics/consent', ok(consentStats));
  api.reply('GET /work/api/pageConfigs', ok(pageList));
}
