import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The jsdom tests: the browser's code in src/ and sections/. */
const BROWSER_CODE_FOLDERS = ['src', 'sections'];
const browserCodeTests = BROWSER_CODE_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
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
    projects: [
      {
        extends: true,
        test: { ...browserCode, name: 'browser-code', include: browserCodeTests, exclude: isolatedBrowserCodeTests, isolate: false, pool: 'threads' },
      },
      {
        extends: true,
        test: { ...browserCode, name: 'browser-code-isolated', include: isolatedBrowserCodeTests },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts', 'fixtures/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['server/test-setup.ts'],
          globalSetup: ['server/test-global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
