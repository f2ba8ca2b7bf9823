import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFirstScreenLoader, withFirstScreenLoader } from './first-screen-loader.js';

const TEMPLATE = [
  '<html><head><title>x</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '\n    <link rel="modulepreload" crossorigin href="/assets/boot-1.js">',
  '</head><body></body></html>',
].join('');

describe('the first screen loader', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function buildWithLoader(source: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'loader-'));
    dirs.push(dir);
    mkdirSync(join(dir, '.loader'));
    writeFileSync(join(dir, '.loader', 'first-screen-loader.js'), `${source}\n`);
    return dir;
  }

  it('is read with the hash the Content-Security-Policy lets it run by', () => {
    const source = '(function(){var $="a";})();';
    const loader = readFirstScreenLoader(buildWithLoader(source));
    expect(loader).toEqual({ source, cspSource: `'sha256-${createHash('sha256').update(source).digest('base64')}'` });
  });

  it('is absent from a build without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'loader-'));
    dirs.push(dir);
    expect(readFirstScreenLoader(dir)).toBeUndefined();
  });

  it('refuses a script that would close its own element', () => {
    expect(() => readFirstScreenLoader(buildWithLoader('var a="</script>";'))).toThrow(/cannot be inlined/);
  });

  it('takes the place of the entry script and its module preloads, naming them in their order', () => {
    const source = 'run("$&")';
    const html = withFirstScreenLoader(TEMPLATE, { source, cspSource: "'sha256-x'" });
    expect(html).toBe(
      '<html><head><title>x</title><script data-app-modules="/assets/index-1.js /assets/boot-1.js">run("$&")</script></head><body></body></html>',
    );
  });

  it('says so when the build has no entry script to start', () => {
    expect(() => withFirstScreenLoader('<html><head></head></html>', { source: '', cspSource: '' })).toThrow(/no entry module script/);
  });
});
