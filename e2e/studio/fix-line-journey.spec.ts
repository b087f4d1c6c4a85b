import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { asWriter, freshWriter } from '../voices/voice-session';
import { castAndGenerate } from './studio-flow';
import { uploadAndProcess } from './upload-page';

/**
 * Fix a line in place, end to end: a heading the script gives without INT./EXT. comes in as
 * action; from Audio Production the writer makes it a scene heading and has that line made again
 * by the real voice engine. After a reload the script shows it as a heading. The open editor is
 * checked with axe and for fit on a phone and a laptop.
 */
const HEADING = 'THE LAMP ROOM - LATER';
const SCRIPT = `Title: The Lamp

INT. LIGHTHOUSE - NIGHT

MARA
Every night for thirty years.

${HEADING}

Oil drips from the cracked lamp.

TOBIAS
The lamp is out.
`;

test('a line that came in as action is made a scene heading from Audio Production', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const session = await freshWriter(page, 'fix-line-journey');
  const id = await uploadAndProcess(page, {
    name: 'the-lamp.fountain',
    mimeType: '',
    buffer: Buffer.from(SCRIPT, 'utf8'),
  });
  const writer = asWriter(page.request, session);
  const stored = async () =>
    (await (await writer.get(`scenes/document/${id}`)).json()).data.scenes as {
      _id: string;
      dialog: string;
      kind: string;
    }[];
  const before = (await stored()).find((line) => line.dialog === HEADING);
  expect(before?.kind).toBe('action');
  await castAndGenerate(page, id);

  const card = page
    .getByRole('list', { name: 'Voice segments' })
    .getByRole('listitem')
    .filter({ hasText: HEADING });
  await card.getByRole('button', { name: /^Edit line \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit line \d+$/ });
  const type = dialog.getByLabel('Type');
  await expect(type).toHaveValue('action');
  await expect(dialog.getByLabel('Words')).toHaveValue(HEADING);

  for (const size of [
    { width: 390, height: 800 },
    { width: 1366, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `line editor @${size.width}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
  }

  await type.selectOption({ label: 'Scene heading' });
  await dialog.getByRole('button', { name: 'Save and regenerate' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  // Made again at once: the line plays, nothing waits for Generate.
  await expect(card.getByRole('button', { name: /^Play line \d+$/ })).toBeEnabled();
  await expect(card.getByText('Waiting to be generated')).toHaveCount(0);

  const after = await stored();
  const at = after.findIndex((line) => line.dialog === HEADING);
  expect(after[at].kind).toBe('scene_heading');
  await page.goto(`/dashboard/process/${id}/scenes`);
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Type of scene ${at + 1}` })).toHaveValue(
    'scene_heading',
  );
  // The action under it now belongs to the new scene.
  const next = page.getByRole('listitem', { name: `Scene ${at + 2}` });
  await expect(next).toContainText('Oil drips from the cracked lamp.');
  await expect(next.getByTitle('Scene heading')).toHaveText(HEADING);
});
