import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, renderedBy, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

const UNAVAILABLE = 'This part of CastMyScript is unavailable right now.';
const throwingRemote = path.resolve(import.meta.dirname, '../fixtures/throwing-remote/dist');

test('a remote whose manifest is unreachable shows the fallback; the rest works; retry restores it', async ({ page }) => {
  await useTestSession(page);
  const manifest = '**/remotes/studio/mf-manifest.json';
  await page.route(manifest, (route) => route.abort('connectionrefused'));

  await page.goto('/dashboard/process/upload');
  const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Studio');

  // Other areas keep working while studio is down.
  const nav = page.locator('aside').getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Packages' }).click();
  await expect(renderedBy(page, 'billing')).toBeVisible();
  await nav.getByRole('link', { name: 'Studio' }).click();
  await expect(fallback).toBeVisible();

  // The remote comes back: Retry fetches it again without reloading the page.
  await page.unroute(manifest);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(renderedBy(page, 'studio')).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('a remote that throws while rendering shows the fallback in its own area only', async ({ page }) => {
  await useTestSession(page);
  let broken = true;
  // Serve a broken build of billing (a bad deploy) in place of the real one.
  await page.route('**/remotes/billing/**', async (route) => {
    if (!broken) return route.fallback();
    const file = path.join(throwingRemote, new URL(route.request().url()).pathname.replace('/remotes/billing/', ''));
    const body = await readFile(file);
    const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
    return route.fulfill({ body, contentType: type });
  });

  await page.goto('/dashboard/packages');
  const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Billing');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

  const nav = page.locator('aside').getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Studio' }).click();
  await expect(renderedBy(page, 'studio')).toBeVisible();

  broken = false;
  await nav.getByRole('link', { name: 'Packages' }).click();
  await expect(fallback).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(renderedBy(page, 'billing')).toBeVisible();
});
