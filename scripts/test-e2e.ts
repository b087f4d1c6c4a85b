import { ensureChromium } from './lib/chromium';
import { bin, mustRun } from './lib/proc';

// The journeys build what changed first (e2e/playwright.config.ts).
ensureChromium();
await mustRun(bin('playwright'), [
  'test',
  '-c',
  'e2e/playwright.config.ts',
  ...process.argv.slice(2),
]);
