import type { Page } from '@playwright/test';

/**
 * Bytes a first visit to `url` moves over the wire, as the page-weight bench counts them
 * (bench/foundation/page-weight.ts): Chromium's `encodedDataLength` of every response (after
 * Content-Encoding, headers included), cache off, summed until the network is idle.
 */
export async function transferredOnFirstLoad(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return { bytes, kb: Math.round(bytes / 102.4) / 10, requests };
}
