import { test as base, expect, type Page } from '@playwright/test';

const LOCAL = new Set(['127.0.0.1', 'localhost']);

/**
 * Every page may talk to this machine only: Chromium refuses anything else (fonts, Google scripts)
 * by its flags (support/chromium.ts). A request to another host that was answered anyway fails
 * the journey, so a flag that stopped working shows.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const answeredElsewhere: string[] = [];
    context.on('requestfinished', (request) => {
      const { hostname, protocol } = new URL(request.url());
      if ((protocol === 'http:' || protocol === 'https:') && !LOCAL.has(hostname))
        answeredElsewhere.push(request.url());
    });
    await use(context);
    expect(answeredElsewhere, 'requests answered by a host other than this machine').toEqual([]);
  },
});

export { expect };

/** Which remote rendered the page's main content (each remote marks its pages). */
export const renderedBy = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`).first();
