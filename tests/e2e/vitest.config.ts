import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest (the two link crawls, every Ladle story, the search and session journeys): started
 * first when files run at once, so that no worker is left with a long one at the end while the other idles.
 */
const LONGEST_FIRST = ['role-crawl', 'crawler', 'ladle', 'search', 'session', 'content-pages'];
const rank = (file: string) => {
  const name = /([^/]+)\.e2e\.test\.ts$/.exec(file)?.[1] ?? '';
  const at = LONGEST_FIRST.indexOf(name);
  return at === -1 ? LONGEST_FIRST.length : at;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, at) => ({ file, at }))
      .sort((a, b) => rank(a.file.moduleId) - rank(b.file.moduleId) || a.at - b.at)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    // One file after another by default; `npm test` runs two at once (--maxWorkers=2), each worker with portals of
    // its own (global-setup.ts, portals.ts).
    maxWorkers: 1,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's chain of calls (login, member, terms) can take seconds on a loaded CI machine; the default
    // second of expect.poll is for unit tests.
    expect: { poll: { timeout: 10_000 } },
  },
});
