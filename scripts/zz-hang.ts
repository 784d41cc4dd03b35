import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { NO_EMULATOR_ENV, startShop } from '../test/support/shopProcess';

(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hang-'));
  const shop = await startShop({ env: { ...NO_EMULATOR_ENV, SQLITE_FILE: path.join(dir, 's.sqlite') } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  page.on('pageerror', (e) => console.log('pageerror', String(e).slice(0, 300)));
  await page.goto(`${shop.url}/`);
  const sm = page.getByRole('button', { name: 'Show More' });
  while (await sm.isVisible()) await sm.click();
  console.log(await page.locator('.result-count').textContent());
  for (let i = 0; i < 5; i++) {
    const t = Date.now();
    const ok = await Promise.race([page.evaluate(() => 1).then(() => 'ok'), new Promise((r) => setTimeout(() => r('stuck'), 3000))]);
    console.log('evaluate', ok, Date.now() - t);
  }
  await page.setViewportSize({ width: 375, height: 800 }).then(() => console.log('viewport ok'));
  await browser.close();
  await shop.stop();
})();
