// Issue 29: the accessibility check of the crawls. axe-core (the dev dependency) runs on each page a crawl reaches;
// a serious or critical violation is a finding, and every violation is counted by rule for the crawl's report. The
// page's root element must also say the page's language.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail the check (issue 29: "no serious or critical violation"). */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];
/** How many elements of one violation a finding names: enough to find them, short enough to read. */
const TARGETS_SHOWN = 3;

// The portal's Content-Security-Policy refuses inline scripts, so axe is not added as a <script> tag (Playwright's
// addScriptTag writes one) but evaluated through the DevTools protocol, which the policy does not govern.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface RuleCount {
  impact: ImpactValue | null;
  /** The elements in violation, over all pages. */
  elements: number;
  pages: number;
}

/** Runs axe-core on the document `page` shows; the violations it finds. */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only violations are needed: leaving out passes and incomplete results keeps each run's answer small.
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
}

/**
 * WCAG 3.1.1: the root element's `lang` is the language of the page a path names (/m/en-US/…, /en-US/…). axe
 * checks that a valid one is there, not that it is the page's. A path without a language opens in the one the
 * visitor chose, which the crawl does not know.
 */
async function documentLanguageProblems(page: Page): Promise<string[]> {
  const { pathname } = new URL(page.url());
  const language = /^(?:\/m)?\/(en-US|zh-CN)(?:\/|$)/.exec(pathname)?.[1];
  const lang = await page.evaluate(() => document.documentElement.lang);
  return language && lang !== language ? [`<html lang="${lang}"> on a page in ${language}`] : [];
}

/** An axe-core check for a crawl (its `checkPage`), which counts every violation it meets by rule. */
export function createAxeCheck() {
  const counts = new Map<string, RuleCount>();

  async function checkPage(page: Page): Promise<string[]> {
    const problems = await documentLanguageProblems(page);
    for (const { id, impact, nodes } of await axeViolations(page)) {
      const count = counts.get(id) ?? { impact: impact ?? null, elements: 0, pages: 0 };
      counts.set(id, { impact: count.impact, elements: count.elements + nodes.length, pages: count.pages + 1 });
      if (!impact || !FAILING.includes(impact)) continue;
      const targets = nodes.slice(0, TARGETS_SHOWN).map(({ target }) => target.join(' '));
      const more = nodes.length > TARGETS_SHOWN ? ` and ${nodes.length - TARGETS_SHOWN} more` : '';
      problems.push(`axe ${impact} ${id}: ${nodes.length} elements (${targets.join(', ')}${more})`);
    }
    return problems;
  }

  /** The violations met so far, a line per rule, the most elements first. */
  function report(): string {
    const lines = [...counts]
      .sort(([, a], [, b]) => b.elements - a.elements)
      .map(([id, { impact, elements, pages }]) => `  ${id} (${impact ?? 'no impact'}): ${elements} elements on ${pages} pages`);
    return lines.length > 0 ? lines.join('\n') : '  none';
  }

  return { checkPage, report };
}
