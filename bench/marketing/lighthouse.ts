/**
 * Lighthouse 13 (desktop preset, Debian Chromium, offline flags) on the built app's `/` and on a
 * plain static HTML copy of the same content served in the same run, plus the gzipped JS and
 * CSS the landing page transfers before it is interactive. Figures only: nothing passes or fails.
 *
 * `tsx bench/marketing/lighthouse.ts` prints them. Lighthouse comes from the root devDependency
 * (`lighthouse@^13`, which needs Node 22.19 or later) or from `LIGHTHOUSE_BIN`; without it only the transfer
 * figure is measured, with Playwright up to network idle.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { repoRoot, startBuiltServer } from '../support/server';
import { serveStaticCopy, snapshotPage } from './static-copy';

const run = promisify(execFile);

export type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number };
export type Transfer = { gzipKb: number; rawKb: number; files: number; before: 'interactive' | 'network idle' };
export type LandingFigures = {
  landing?: Scores;
  staticCopy?: Scores;
  /** Landing performance score over the static copy's (1 = as fast as plain HTML). */
  performanceRatio?: number;
  transfer: Transfer;
  note?: string;
};

type Request = { url: string; resourceType?: string; networkEndTime?: number; transferSize?: number };
type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
};

const lighthouseBin = () => {
  const local = path.join(repoRoot, 'node_modules/.bin/lighthouse');
  if (existsSync(local)) return local;
  const fromEnv = process.env.LIGHTHOUSE_BIN;
  return fromEnv && existsSync(fromEnv) ? fromEnv : undefined;
};

// The resolver rule has spaces: Lighthouse splits --chrome-flags on spaces outside quotes.
const chromeFlags = CHROMIUM_ARGS.map((flag) => (flag.includes(' ') ? flag.replace('=', '="') + '"' : flag)).join(' ');

const lighthouse = async (bin: string, url: string): Promise<Report> => {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'castmyscript-lh-')), 'report.json');
  await run(
    bin,
    [
      url,
      '--preset=desktop',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${chromeFlags}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
};

const scoresOf = (report: Report): Scores => {
  const pct = (key: keyof Report['categories']) => Math.round((report.categories[key].score ?? 0) * 100);
  return { performance: pct('performance'), accessibility: pct('accessibility'), bestPractices: pct('best-practices'), seo: pct('seo') };
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Each JS or CSS file is fetched again and gzipped at level 9, whatever the server sent. */
const gzipTotals = async (urls: string[], rawSizes: number[]): Promise<Omit<Transfer, 'before'>> => {
  const bodies = await Promise.all(urls.map(async (u) => Buffer.from(await (await fetch(u)).arrayBuffer())));
  return {
    gzipKb: kb(bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)),
    rawKb: kb(rawSizes.reduce((sum, n) => sum + n, 0)),
    files: urls.length,
  };
};

const transferBeforeInteractive = async (report: Report): Promise<Transfer> => {
  const metrics = report.audits.metrics?.details?.items?.[0] as Record<string, number> | undefined;
  const interactive = metrics?.observedInteractive ?? metrics?.interactive ?? report.audits.interactive?.numericValue;
  const requests = (report.audits['network-requests']?.details?.items ?? []) as Request[];
  const wanted = requests.filter(
    (r) =>
      (r.resourceType === 'Script' || r.resourceType === 'Stylesheet') &&
      (interactive === undefined || (r.networkEndTime ?? 0) <= interactive),
  );
  const totals = await gzipTotals(wanted.map((r) => r.url), wanted.map((r) => r.transferSize ?? 0));
  return { ...totals, before: interactive === undefined ? 'network idle' : 'interactive' };
};

const transferToNetworkIdle = async (url: string): Promise<Transfer> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const seen: Array<{ url: string; size: number }> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        void response.body().then((b) => seen.push({ url: response.url(), size: b.length }), () => undefined);
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { ...(await gzipTotals(seen.map((s) => s.url), seen.map((s) => s.size))), before: 'network idle' };
  } finally {
    await browser.close();
  }
};

export const measureLanding = async (port = 3194): Promise<LandingFigures> => {
  const server = await startBuiltServer(port);
  try {
    const bin = lighthouseBin();
    if (!bin) {
      return {
        transfer: await transferToNetworkIdle(`${server.url}/`),
        note: 'Lighthouse is not installed (root devDependency lighthouse@^12, or LIGHTHOUSE_BIN): transfer figure only.',
      };
    }
    const copy = await serveStaticCopy(await snapshotPage(server.url, '/'), server.url);
    try {
      const landingReport = await lighthouse(bin, `${server.url}/`);
      const staticReport = await lighthouse(bin, `${copy.url}/`);
      const landing = scoresOf(landingReport);
      const staticCopy = scoresOf(staticReport);
      return {
        landing,
        staticCopy,
        performanceRatio: staticCopy.performance ? Math.round((100 * landing.performance) / staticCopy.performance) / 100 : undefined,
        transfer: await transferBeforeInteractive(landingReport),
      };
    } finally {
      await copy.stop();
    }
  } finally {
    await server.stop();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureLanding();
  console.log(JSON.stringify(figures, null, 2));
}
