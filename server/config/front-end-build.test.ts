import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFrontEndStale, isGeneratedStale } from './front-end-build.js';

let root: string;
const OLD = new Date('2026-01-01T00:00:00Z');
const NEW = new Date('2026-02-01T00:00:00Z');

function file(path: string, time: Date): void {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-build-'));
  file('src/main.tsx', OLD);
  file('index.html', OLD);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function built(time: Date): void {
  file('dist/index.html', time);
  file('dist/.ssr/entry-server.js', time);
  file('dist/.loader/first-screen-loader.js', time);
}

describe('isFrontEndStale', () => {
  it('is stale when dist/index.html is missing', () => {
    expect(isFrontEndStale(root)).toBe(true);
  });

  it("is stale when the server's render code is missing", () => {
    file('dist/index.html', NEW);
    expect(isFrontEndStale(root)).toBe(true);
  });

  it("is stale when the home page's inline loader is missing", () => {
    file('dist/index.html', NEW);
    file('dist/.ssr/entry-server.js', NEW);
    expect(isFrontEndStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every source', () => {
    built(NEW);
    expect(isFrontEndStale(root)).toBe(false);
  });

  it.each([
    'src/pages/home.tsx',
    'sections/top-banner/View.tsx',
    'schemas/common.schema.json',
    'public/media/a.svg',
    'index.html',
    'vite.config.ts',
    'vite.loader.config.ts',
  ])('is stale when %s is newer than the build', (path) => {
    built(OLD);
    file(path, NEW);
    expect(isFrontEndStale(root)).toBe(true);
  });

  it('ignores the generated code the build itself writes, and files outside the sources', () => {
    built(OLD);
    file('common/generated/types.ts', NEW);
    file('server/app.ts', NEW);
    expect(isFrontEndStale(root)).toBe(false);
  });
});

describe('isGeneratedStale', () => {
  function generated(time: Date): void {
    file('common/generated/types.ts', time);
    file('common/generated/validators.js', time);
    file('common/generated/messages/en-US.json', time);
  }

  it('is stale on a fresh clone, where common/generated/ is not there', () => {
    file('schemas/common.schema.json', OLD);
    expect(isGeneratedStale(root)).toBe(true);
  });

  it('is stale when one of its outputs is missing', () => {
    file('common/generated/types.ts', NEW);
    file('common/generated/validators.js', NEW);
    expect(isGeneratedStale(root)).toBe(true);
  });

  it('is fresh when the generated code is newer than the schemas and catalogs', () => {
    file('schemas/common.schema.json', OLD);
    file('common/i18n/en-US/shell.ts', OLD);
    generated(NEW);
    expect(isGeneratedStale(root)).toBe(false);
  });

  it.each(['schemas/common.schema.json', 'common/i18n/zh-CN/shell.ts', 'scripts/generate-from-schemas.ts', 'scripts/compile-messages.ts'])(
    'is stale when %s is newer than the generated code',
    (path) => {
      generated(OLD);
      file(path, NEW);
      expect(isGeneratedStale(root)).toBe(true);
    },
  );

  it('ignores sources the generators do not read', () => {
    generated(OLD);
    file('src/pages/home.tsx', NEW);
    expect(isGeneratedStale(root)).toBe(false);
  });
});
