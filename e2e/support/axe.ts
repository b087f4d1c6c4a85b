import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Finite CSS animations and transitions (a dialog fading in) run to their end first: axe reads
 * colours as they are painted, and a button half faded in fails contrast that it passes at rest.
 * Endless ones (spinners) are left running.
 */
const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/** Fails on serious or critical axe violations, listing them; minor ones are reported only. */
export const expectNoSeriousA11yViolations = async (page: Page, label: string) => {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
};
