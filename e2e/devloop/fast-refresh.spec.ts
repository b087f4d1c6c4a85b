import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '../support/fixtures';

import { startDevLoop, type DevLoop } from './dev-server';

const source = path.resolve(
  import.meta.dirname,
  '../../packages/marketing/src/features/contact/components/support-details.tsx',
);
const HEADING = 'Talk to a human';
const EDITS = 5;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The dev loop builds the shell and the remote for development before the page can open.
test.setTimeout(300_000);

test('npm run dev: an edited component changes in place, without a reload, keeping state', async ({
  page,
}) => {
  const original = readFileSync(source, 'utf8');
  let dev: DevLoop | undefined;
  try {
    dev = await startDevLoop('marketing', Number(process.env.E2E_PORT) + 1000);
    await page.goto(`${dev.url}/contact`);
    const heading = page.getByRole('heading', { name: HEADING });
    await expect(heading).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    // A reload would lose this marker, and count a second load.
    await page.evaluate(() => Object.assign(window, { devLoopMarker: 'kept' }));
    let loads = 0;
    page.on('load', () => (loads += 1));

    const times: number[] = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const text = `${HEADING} (edit ${edit})`;
      // The page notes when the new text appears, so the time excludes this test's polling.
      await page.evaluate((wanted) => {
        const seen = new MutationObserver(() => {
          if (document.getElementById('support-title')?.textContent !== wanted) return;
          Object.assign(window, { devLoopSeenAt: performance.timeOrigin + performance.now() });
          seen.disconnect();
        });
        seen.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, text);
      const writtenAt = Date.now();
      writeFileSync(source, original.replace(`>${HEADING}<`, `>${text}<`));
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
      const seenAt = await page.evaluate(
        () => (window as { devLoopSeenAt?: number }).devLoopSeenAt,
      );
      times.push(seenAt! - writtenAt);
    }

    expect(loads).toBe(0);
    expect(await page.evaluate(() => (window as { devLoopMarker?: string }).devLoopMarker)).toBe(
      'kept',
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
    const summary = `file write → DOM: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}; median ${Math.round(median(times))} ms`;
    console.log(`[devloop] ${summary}`);
    test.info().annotations.push({ type: 'fast refresh', description: summary });
  } finally {
    writeFileSync(source, original);
    dev?.stop();
  }
});
