import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { LINE_EDIT_MESSAGES, type PatchSceneBody, type Scene } from '@castmyscript/api/contract';
import { BASE, failure, setupMswServer, success } from '@castmyscript/test-utils';

import { line } from './line-fixtures';
import { createLinesServer } from './lines-server';
import { openLinesPage } from './support/render-lines-page';

/** A line's type changed in place on Script Scenes, saved through PATCH scenes/{sceneId}. */
const server = setupMswServer();
let fake: ReturnType<typeof createLinesServer>;
let patches: { id: string; body: PatchSceneBody }[];

beforeEach(() => {
  patches = [];
  fake = createLinesServer([
    line('narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT', 'scene_heading'),
    line('narrator', 'INT. LAMP ROOM - CONTINUOUS'),
    line('MARA', 'Bring the spare can.'),
  ]);
  server.use(
    ...fake.handlers,
    // As the server does: a narrator line cannot become dialogue without its speaker.
    http.patch(`${BASE}/scenes/:id`, async ({ params, request }) => {
      const body = (await request.json()) as PatchSceneBody;
      patches.push({ id: params.id as string, body });
      const line = fake.stored().find((s) => s._id === params.id) as Scene;
      if (body.type === 'dialogue' && line.actor === 'narrator')
        return HttpResponse.json(
          failure(LINE_EDIT_MESSAGES.speakerNeeded, { field: 'body.actor' }),
          { status: 400 },
        );
      return HttpResponse.json(success({ ...line, kind: body.type ?? line.kind }));
    }),
  );
});

const typeOf = (n: number) => screen.getByRole('combobox', { name: `Type of scene ${n}` });

test('each line shows its type; an action line made a scene heading is saved at once', async () => {
  const { user } = await openLinesPage();
  expect(typeOf(1)).toHaveDisplayValue('Scene heading');
  expect(typeOf(2)).toHaveDisplayValue('Action');
  expect(typeOf(3)).toHaveDisplayValue('Dialogue');
  expect(
    within(typeOf(2))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Scene heading', 'Action', 'Dialogue', 'Transition']);

  await user.selectOptions(typeOf(2), 'Scene heading');
  expect(await screen.findByText('Scene updated successfully!')).toBeVisible();
  expect(patches).toEqual([{ id: fake.stored()[1]._id, body: { type: 'scene_heading' } }]);
  expect(typeOf(2)).toHaveDisplayValue('Scene heading');
});

test("the server's refusal is said and the line keeps its type", async () => {
  const { user } = await openLinesPage();
  await user.selectOptions(typeOf(2), 'Dialogue');
  expect(await screen.findByText(LINE_EDIT_MESSAGES.speakerNeeded)).toBeVisible();
  await waitFor(() => expect(typeOf(2)).toHaveDisplayValue('Action'));
  expect(patches).toHaveLength(1);
});
