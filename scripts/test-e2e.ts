import { build } from './build';
import { ensureChromium } from './lib/chromium';
import { bin, mustRun } from './lib/proc';

await build();
ensureChromium();
await mustRun(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
