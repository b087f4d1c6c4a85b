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

const seriousViolations = async (page: Page) => {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/**
 * Fails on serious or critical axe violations, listing them; minor ones are reported only.
 * A finding is checked once more after animations settle again: a toast that began fading out
 * while axe read it (CI, a toast's summary at half opacity) is gone or at rest the second time,
 * while a real violation is still there.
 */
export const expectNoSeriousA11yViolations = async (page: Page, label: string) => {
  const first = await seriousViolations(page);
  const summary = first.length === 0 ? first : await seriousViolations(page);
  expect(summary, `axe on ${label}`).toEqual([]);
};
