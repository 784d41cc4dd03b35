// Issue 30: nothing private in a cache. After a signed-in visit controlled by the service worker, a
// heart click (written to the account with an Authorization header) and signing out, no cache holds
// an answer to a request that carried an Authorization header: no favourites or account answer.
import type { Request } from '@playwright/test';
import { cachedUrls, waitForServiceWorker } from '../offline/serviceWorker';
import { openHome, productCards } from '../support/fixtures';
import { expect, signInThroughForm, test } from '../support/accounts';

// The service worker is what these tests are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const ACCOUNT_API = /\/api\/(favourites|account)\b/;

test('no answer to a request with an Authorization header is in any cache', async ({ page, shopper }) => {
  const authorised: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers().authorization) authorised.push(request.url());
  });
  await shopper.createAccount();
  await openHome(page);
  await waitForServiceWorker(page);
  await signInThroughForm(page, shopper.email, shopper.password);
  await openHome(page);
  await productCards(page)
    .first()
    .getByRole('button', { name: /^Favourite: / })
    .click();
  // The heart's write went to the account, through the page the service worker controls.
  await expect.poll(() => authorised.filter((url) => ACCOUNT_API.test(url)).length).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();

  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => ACCOUNT_API.test(url) || authorised.includes(url))).toEqual([]);
});
