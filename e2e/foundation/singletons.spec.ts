import { expect, renderedBy, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

type ShareInfo = Record<string, { loaded?: boolean; lib?: unknown; useIn?: string[]; from?: string }>;

/** Reads the federation runtime's share scope: which versions of a package exist and are loaded. */
const sharedVersions = (page: import('@playwright/test').Page, pkg: string) =>
  page.evaluate((name) => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, ShareInfo>>> } }).__FEDERATION__;
    // Each federation instance (shell and remotes) lists the share scope; the same entry seen
    // through several instances is one copy, so entries are told apart by identity.
    const seen = new Set<ShareInfo[string]>();
    const versions: Array<{ version: string; from?: string; loaded: boolean }> = [];
    for (const instance of Object.values(federation.__SHARE__)) {
      for (const scope of Object.values(instance)) {
        for (const [version, info] of Object.entries(scope[name] ?? {})) {
          if (seen.has(info)) continue;
          seen.add(info);
          versions.push({ version, from: info.from, loaded: Boolean(info.loaded || info.lib) });
        }
      }
    }
    return versions;
  }, pkg);

test('React, the store and the api slice are loaded once for the shell and every remote', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await useTestSession(page);
  await page.goto('/');
  await expect(renderedBy(page, 'marketing')).toBeVisible();
  await page.goto('/dashboard/process/upload');
  await expect(renderedBy(page, 'studio')).toBeVisible();
  await page.locator('aside').getByRole('link', { name: 'Packages' }).click();
  await expect(renderedBy(page, 'billing')).toBeVisible();

  for (const pkg of ['react', 'react-dom', 'react-redux', '@castmyscript/api', 'react-router-dom']) {
    const loaded = (await sharedVersions(page, pkg)).filter((v) => v.loaded);
    expect(loaded, `${pkg} loaded copies`).toHaveLength(1);
    expect(loaded[0].from, `${pkg} provider`).toBe('shell');
  }
  // RTK Query's core, imported bare by the studio and under query/react by the api slice: one
  // copy (two crossed the wire, 19 KB more on every studio page, before it was shared).
  const query = (await sharedVersions(page, '@reduxjs/toolkit/query')).filter((v) => v.loaded);
  expect(query, '@reduxjs/toolkit/query loaded copies').toHaveLength(1);
  // Remotes were fetched from their own folders, yet none shipped its own React to the page.
  expect(scripts.some((url) => url.includes('/remotes/studio/'))).toBe(true);
  expect(scripts.some((url) => url.includes('/remotes/billing/'))).toBe(true);
});
