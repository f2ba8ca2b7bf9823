import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 375, height: 812 } });
const urls = [];
p.on('response', (r) => { if (r.request().resourceType() === 'script') urls.push(r.url()); });
await p.goto('http://127.0.0.1:8092/m/en-US/', { waitUntil: 'load' });
await p.waitForTimeout(4000);
let total = 0;
for (const u of urls) { const t = await (await fetch(u, {headers:{'accept-encoding':'identity'}})).arrayBuffer(); const g = gzipSync(Buffer.from(t), {level:9}).length; total += g; console.log((g/1024).toFixed(1).padStart(7), u.replace(/.*\//,'')); }
console.log('total', (total/1024).toFixed(1));
await b.close();
