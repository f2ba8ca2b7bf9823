// The web app manifest's icons (public/icons/) and /favicon.ico, drawn from public/favicon.svg by Chromium: `node scripts/make-app-icons.mjs`
// after the logo changes. The maskable one keeps the logo inside the middle 80%, the zone every mask leaves.
import { chromium } from 'playwright-core';
import { readFileSync, renameSync } from 'node:fs';
const svg = readFileSync('./public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [size, maskable] of [
  [32, false],
  [192, false],
  [512, false],
  [512, true],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // A maskable icon keeps its picture inside the middle 80% (the safe zone) on a full-bleed background.
  const inner = maskable ? Math.round(size * 0.8) : size;
  const bg = maskable ? '#B8000D' : 'transparent';
  await page.setContent(
    `<html><body style="margin:0;background:${bg};display:grid;place-items:center;width:${size}px;height:${size}px">${svg.replace('width="64" height="64"', `width="${inner}" height="${inner}"`)}</body></html>`,
  );
  await page.screenshot({ path: `./public/icons/icon-${size}${maskable ? '-maskable' : ''}.png`, omitBackground: !maskable });
  await page.close();
}
await browser.close();
// What a browser asks for by itself where a page names no icon (a JSON answer, say): a PNG, which every browser
// reads under the .ico name.
renameSync('./public/icons/icon-32.png', './public/favicon.ico');
