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
  await expect(page).toHaveURL(new RegExp(`/dashboard/process/${id}/scenes-preview$`), {
    timeout: 240_000,
  });
  return cast;
};
