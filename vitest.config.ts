import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The jsdom tests: the browser's code in src/ and sections/. */
const BROWSER_CODE_FOLDERS = ['src', 'sections'];
/**
 * The browser's calls against the portal's own server (`*.portal.test.ts`): Node tests of the server project, which
 * copies their seeded database from its template.
 */
const PORTAL_TESTS = 'src/**/*.portal.test.ts';
const browserCodeTests = BROWSER_CODE_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.portal.test.ts'))
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`),
);
/**
 * The jsdom test files that replace modules (vi.mock, vi.doMock) or load them again (vi.resetModules) run each in
 * a fresh module graph and window of its own; the others (nine in ten) share one, which takes the jsdom tests
 * from about ten minutes to three on a 2-core machine. A file that mocks a module says so by calling vi.mock: no
 * list to keep.
 */
const replacesModules = (file: string) => /\bvi\.(?:mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'));
const isolatedBrowserCodeTests = browserCodeTests.filter(replacesModules);

const browserCode = { environment: 'jsdom' as const, setupFiles: ['src/test-setup.ts'] };

export default defineConfig({
  plugins: [react()],
  test: {
    // As many workers as cores (vitest's default leaves one free): the server tests wait on PostgreSQL, a process
    // of its own, so two workers on a 2-core machine take the unit step from about 14 minutes to 11½.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          ...browserCode,
          name: 'browser-code',
          include: browserCodeTests,
          exclude: isolatedBrowserCodeTests,
          isolate: false,
          pool: 'threads',
          // One worker: a second would tear its shared window down between batches of files, while a section's lazy
          // code that an earlier file started to load is still on its way (EnvironmentTeardownError). It runs first,
          // alone (a project of another worker count needs a group of its own), then the others on every core.
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { ...browserCode, name: 'browser-code-isolated', include: isolatedBrowserCodeTests, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // A file's beforeAll copies a seeded database and logs accounts in (a scrypt hash of 32 MiB each): on a 2-core
          // machine running two workers beside PostgreSQL it has taken over the default 10 s in CI (twice in 4 runs).
          hookTimeout: 20_000,
          include: [PORTAL_TESTS, 'common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts', 'fixtures/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['server/test-setup.ts'],
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['server/test-global-setup.ts'],
        },
      },
    ],
  },
});
