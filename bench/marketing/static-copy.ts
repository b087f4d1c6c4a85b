/**
 * A plain static copy of a rendered page: the HTML the app produced, without a single script,
 * written to a temp dir and served on its own loopback port. Every other path is passed through
 * to the app's server, so styles and fonts come from the same place as for the app.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

const ORIGIN = '__STATIC_COPY_ORIGIN__';

export const snapshotPage = async (origin: string, route: string): Promise<string> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-remote="marketing"]');
    const html = await page.evaluate(() => {
      document.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]').forEach((el) => el.remove());
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    // Absolute URLs (chunk assets, canonical, og:url) name the copy's own origin once it is served.
    return html.split(origin).join(ORIGIN);
  } finally {
    await browser.close();
  }
};

export const serveStaticCopy = async (html: string, upstream: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-static-'));
  const file = path.join(dir, 'index.html');
  const server = createServer(async (req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(readFileSync(file));
      return;
    }
    try {
      const answer = await fetch(`${upstream}${req.url}`);
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': answer.headers.get('cache-control') ?? 'no-cache',
      });
      if (answer.body) Readable.fromWeb(answer.body as never).pipe(res);
      else res.end();
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(file, html.split(ORIGIN).join(url));
  return {
    url,
    file,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
