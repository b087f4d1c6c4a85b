import { expect, test } from '../support/fixtures';

/**
 * The journeys' browser reaches this machine only: a request to another host, by name or by
 * address, is refused by Chromium itself (support/chromium.ts) instead of waiting on a network
 * the machine doesn't have. Navigations, which the app's content policy does not cover, show it.
 */
test('this machine is served; other hosts are refused by the browser at once', async ({ context }) => {
  const local = await context.newPage();
  await local.goto('/');
  await expect(local.locator('body')).not.toBeEmpty();
  for (const url of ['https://accounts.google.com/gsi/client', 'http://10.255.255.1/']) {
    const page = await context.newPage();
    await expect(page.goto(url, { timeout: 10_000 }), url).rejects.toThrow(/net::ERR_/);
  }
});
