/**
 * What a browser downloads, as it crosses the wire: Chromium's `encodedDataLength` (bytes after
 * Content-Encoding, headers included) summed per resource type, for the landing page and every
 * dashboard page of a real user, each loaded in a fresh context (a first visit, empty cache),
 * against the built server as `npm start` runs it.
 */
import { chromium, type Page } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { registerUsers } from '../scale/users';
import { startBuiltServer } from '../support/server';

export type Weight = {
  jsKb: number;
  cssKb: number;
  totalKb: number;
  requests: number;
  encoded: string;
};

export const PAGES = {
  public: ['/', '/sign-in', '/sign-up'],
  dashboard: [
    '/dashboard',
    '/dashboard/process-list',
    '/dashboard/process/upload',
    '/dashboard/subscription',
    '/dashboard/packages',
    '/dashboard/transaction',
    '/dashboard/profile-settings',
  ],
};

const kb = (n: number) => Math.round(n / 102.4) / 10;

async function weigh(page: Page, url: string): Promise<Weight> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const encodings = new Set<string>();
  const bytes = { js: 0, css: 0, total: 0, requests: 0 };
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    const enc = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    if (e.type === 'Script' || e.type === 'Stylesheet') encodings.add(enc ?? 'identity');
  });
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    bytes.total += e.encodedDataLength;
    bytes.requests += 1;
    if (type === 'Script') bytes.js += e.encodedDataLength;
    if (type === 'Stylesheet') bytes.css += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await cdp.detach();
  return {
    jsKb: kb(bytes.js),
    cssKb: kb(bytes.css),
    totalKb: kb(bytes.total),
    requests: bytes.requests,
    encoded: [...encodings].sort().join('+'),
  };
}

async function signIn(base: string, dataDir: string) {
  const [email] = await registerUsers(base, dataDir, 1);
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench-Password-42!' }),
  });
  const { data } = (await res.json()) as { data: { access_token: string; refresh_token: string } };
  return { email, ...data };
}

// Another checkout on the same machine may be weighing at the same time: BENCH_PORT moves it.
const PORT = Number(process.env.BENCH_PORT ?? 3192);

export const measurePageWeight = async (): Promise<Map<string, Weight>> => {
  const server = await startBuiltServer(PORT);
  const out = new Map<string, Weight>();
  const browser = await chromium
    .launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    .catch(async (error: Error) => {
      await server.stop();
      throw error;
    });
  try {
    const session = await signIn(server.url, server.dataDir);
    for (const [kind, routes] of Object.entries(PAGES)) {
      for (const route of routes) {
        const context = await browser.newContext();
        await context.route('**/*', (r) =>
          new URL(r.request().url()).hostname === '127.0.0.1' ? r.fallback() : r.abort(),
        );
        if (kind === 'dashboard')
          await context.addInitScript((s) => {
            localStorage.setItem('accessToken', s.access_token);
            localStorage.setItem('refresh_token', s.refresh_token);
            localStorage.setItem('email', s.email);
            localStorage.setItem('isLogin', 'true');
          }, session);
        out.set(route, await weigh(await context.newPage(), `${server.url}${route}`));
        await context.close();
      }
    }
    return out;
  } finally {
    await browser.close();
    await server.stop();
  }
};

export function printPageWeight(weights: Map<string, Weight>): void {
  console.log('\nTransferred on a first visit (KB, as Chromium received it: encodedDataLength)');
  console.log(
    'page                          JS     CSS   JS+CSS   all   requests  JS/CSS encoding',
  );
  for (const [route, w] of weights) {
    console.log(
      `${route.padEnd(28)} ${String(w.jsKb).padStart(6)} ${String(w.cssKb).padStart(6)} ${String(
        Math.round((w.jsKb + w.cssKb) * 10) / 10,
      ).padStart(
        7,
      )} ${String(w.totalKb).padStart(6)} ${String(w.requests).padStart(8)}   ${w.encoded}`,
    );
  }
  console.log('goals: landing JS+CSS ≤ 150 KB; each dashboard page, all of it, ≤ 350 KB');
}
