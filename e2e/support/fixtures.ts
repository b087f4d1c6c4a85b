import { test as base, expect, type Page } from '@playwright/test';

const LOCAL = new Set(['127.0.0.1', 'localhost']);

/** Every page may talk to this machine only; anything else (fonts, Google scripts) is aborted. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route('**/*', (route) => {
      const { hostname, protocol } = new URL(route.request().url());
      if ((protocol === 'http:' || protocol === 'https:') && !LOCAL.has(hostname)) return route.abort();
      return route.fallback();
    });
    await use(context);
  },
});

export { expect };

/** Which remote rendered the page's main content (each remote marks its pages). */
export const renderedBy = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`).first();
