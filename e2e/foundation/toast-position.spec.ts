import { expect, test } from '../support/fixtures';

/**
 * Toasts sit at the bottom centre of the screen on a phone as on a desktop, with a margin on both
 * sides on the phone (Polish issue, item 11: it sat flush against the edges at 390 px).
 */
for (const [width, height] of [
  [390, 844],
  [1366, 800],
] as const) {
  test(`a toast is centred at the bottom at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-toast@example.com');
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    const toast = page.locator('.p-toast-message').first();
    await expect(toast).toContainText('Password reset instructions sent successfully.');
    // Let the enter transition finish before measuring.
    await expect.poll(async () => (await toast.boundingBox())?.x).toBeGreaterThan(0);
    await page.waitForTimeout(400);
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(width - (box.x + box.width)).toBeGreaterThanOrEqual(8);
    expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThanOrEqual(2);
    expect(height - (box.y + box.height)).toBeLessThan(60);
  });
}
