/**
 * Gzipped JavaScript a browser downloads for `/` and for `/dashboard` (signed in), and how much of
 * it is the shared singletons (classified by the federation manifests' `shared` assets).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { repoRoot, startBuiltServer } from '../support/server';

type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };

const sharedFiles = () => {
  const files = new Set<string>();
  for (const name of ['shell', 'marketing', 'auth', 'studio', 'billing']) {
    const manifest = JSON.parse(
      readFileSync(path.join(repoRoot, 'packages', name, 'dist/mf-manifest.json'), 'utf8'),
    ) as Manifest;
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(path.basename(file));
    }
  }
  return files;
};

export type Weight = { totalKb: number; sharedKb: number; files: number };

const measure = async (baseUrl: string, route: string, signedIn: boolean): Promise<Weight> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await context.route('**/*', (r) => (new URL(r.request().url()).hostname === '127.0.0.1' ? r.fallback() : r.abort()));
    if (signedIn) {
      await context.addInitScript(() => {
        localStorage.setItem('accessToken', 'bench');
        localStorage.setItem('refresh_token', 'bench');
      });
      await context.route('**/api/v1/users/me', (r) =>
        r.fulfill({ json: { status: 'success', data: { email: 'b@example.com', full_name: 'Bench', username: 'bench', profile_picture_url: null, role: 'user' } } }),
      );
    }
    const page = await context.newPage();
    const shared = sharedFiles();
    const bodies: Array<Promise<{ gz: number; shared: boolean }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = path.basename(new URL(response.url()).pathname);
      bodies.push(response.body().then((b) => ({ gz: gzipSync(b, { level: 9 }).length, shared: shared.has(file) })));
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    const kb = (n: number) => Math.round(n / 102.4) / 10;
    return {
      totalKb: kb(all.reduce((s, b) => s + b.gz, 0)),
      sharedKb: kb(all.filter((b) => b.shared).reduce((s, b) => s + b.gz, 0)),
      files: all.length,
    };
  } finally {
    await browser.close();
  }
};

export const measurePageWeight = async () => {
  const server = await startBuiltServer(3192);
  try {
    return {
      landing: await measure(server.url, '/', false),
      dashboard: await measure(server.url, '/dashboard', true),
    };
  } finally {
    await server.stop();
  }
};
