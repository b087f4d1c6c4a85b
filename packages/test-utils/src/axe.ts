import axe from 'axe-core';

/** What renderPage adds beside the page to show the route: no part of the page itself. */
const HARNESS = [['[data-testid="location"]']];

/**
 * The page as axe-core reads it, failing on any violation and naming each with where it is.
 * Colour contrast is left to the browser journeys: jsdom paints nothing, so axe cannot measure it.
 */
export const expectNoAxeViolations = async (root: Element = document.body) => {
  const { violations } = await axe.run(
    { include: [root], exclude: HARNESS },
    { rules: { 'color-contrast': { enabled: false } } },
  );
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
};
