import { expect, test } from '../support/fixtures';
import { useTestSession } from '../support/session';

// A real 2×2 PNG: the server sniffs uploads by content, not by name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('an uploaded avatar is shown, and still shown after a reload', async ({ page }) => {
  await useTestSession(page);
  await page.goto('/dashboard/profile-settings');
  const card = page.locator('.cms-avatar-card');
  await expect(card.getByRole('img', { name: 'Ada Writer' })).toHaveText('AW');

  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
  const picture = card.locator('img.cms-avatar--picture');
  await expect(picture).toHaveAttribute('src', /^(?!blob:)/);

  await page.reload();
  await expect(picture).toBeVisible();
  // Loaded for real, not an initials fallback after a broken address.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  // The header avatar shows the same picture.
  await expect(page.locator('.cms-user-menu img.cms-avatar--picture')).toBeVisible();
});
