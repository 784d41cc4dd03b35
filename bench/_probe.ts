import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoCatalog } from '../src/server/db/demoCatalog';
import { writeCatalogueDatabase } from './support/catalogues';
import { startServerProcess } from './support/serverProcess';
(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'probe-'));
  const server = await startServerProcess('shop.ts', [await writeCatalogueDatabase(dir, 'd.sqlite', demoCatalog)]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const route of ['/', '/product/1', '/favourites', '/login']) {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url().replace(server.url, '')));
    page.on('console', (m) => console.log('  console', m.type(), m.text().slice(0, 150)));
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3500);
    console.log(route, requests.filter((u) => u.startsWith('/api')));
    await page.close();
  }
  await browser.close();
  await server.stop();
})();
