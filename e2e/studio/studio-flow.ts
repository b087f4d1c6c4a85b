import { expect, type Page } from '@playwright/test';

/** The document id in a studio address (/dashboard/process/{id}/…). */
export const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/')[3];

/** Voice Assignment: the cast as shown, then Generate Audio until the player opens. */
export const castAndGenerate = async (page: Page, id: string) => {
  await page.goto(`/dashboard/process/${id}/assign-voice`);
  const characters = page.getByRole('list', { name: 'Characters' });
  // The studio remote loads first: on a busy machine that takes a while.
  await expect(characters.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('All characters must be assigned a voice')).toHaveCount(0);
  // The voice each character has; a first draft's are marked 'Suggested', a kept cast's not.
  const cast = (await characters.locator('.cms-character__voice').allTextContents()).map((voice) =>
    voice.replace(/\s*Suggested$/, ''),
  );
  await page.getByRole('button', { name: 'Generate Audio' }).click();
  const player = new RegExp(`/dashboard/process/${id}/scenes-preview$`);
  // A refused start or a failed status poll says why on the screen, and the screen then stays:
  // fail with its words at once rather than after the whole wait (the alert may have expired).
  const alert = page.locator('.cms-screen-alert[role="alert"]').first();
  const refused = alert
    .waitFor({ timeout: 240_000 })
    .then(() => alert.textContent())
    .catch(() => null);
  const opened = page
    .waitForURL(player, { timeout: 240_000 })
    .then(() => null)
    .catch(() => null);
  const why = await Promise.race([opened, refused]);
  if (why !== null) throw new Error(`Generate Audio did not open the player: ${why}`);
  await expect(page).toHaveURL(player);
  return cast;
};
