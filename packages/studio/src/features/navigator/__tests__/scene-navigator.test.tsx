import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { RuntimeData } from '@castmyscript/api/contract';
import {
  BASE,
  createReadHandlers,
  failure,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';

import { createAudioServer, FILES, line } from '../../audio/__tests__/audio-server';
import { openAudioPage, player } from '../../audio/__tests__/render-audio-page';
import { mockMedia } from '../../voices/__tests__/media-mock';

const server = setupMswServer();
let media: ReturnType<typeof mockMedia>;

const LINES = () => [
  line(0, 'narrator', 'INT. LIGHTHOUSE - NIGHT'),
  line(1, 'MARA', 'Every night.'),
  line(2, 'narrator', 'EXT. CLIFF - DAWN'),
  line(3, 'TOM', 'Still burning.'),
  line(4, 'narrator', 'INT. KITCHEN - DAY'),
  line(5, 'MARA', 'Tea?'),
];
const scene = (heading: string, first: number, measured: number | null) => ({
  heading,
  first_index: first,
  last_index: first + 1,
  pages: 0.25,
  estimated_s: 65,
  measured_s: measured,
});
const RUNTIME: RuntimeData = {
  estimated_s: 195,
  measured_s: null,
  scenes: [
    scene('INT. LIGHTHOUSE - NIGHT', 0, 4),
    scene('EXT. CLIFF - DAWN', 2, 3),
    scene('INT. KITCHEN - DAY', 4, null),
  ],
};

beforeEach(() => {
  media = mockMedia();
});
afterEach(() => media.restore());

const useRuntime = (runtime: RuntimeData) =>
  server.use(
    ...createReadHandlers('doc-1', runtime).handlers,
    ...createAudioServer(LINES()).handlers,
  );
const navigator = () => screen.getByRole('navigation', { name: 'Scenes' });

test('each scene with its runtime (estimated ones marked); a click plays from its heading on', async () => {
  useRuntime(RUNTIME);
  const { user } = await openAudioPage();
  const scenes = await within(navigator()).findAllByRole('button');
  expect(scenes.map((b) => b.textContent)).toEqual([
    'Play from INT. LIGHTHOUSE - NIGHT0:04',
    'Play from EXT. CLIFF - DAWN0:03',
    'Play from INT. KITCHEN - DAY~estimated 1:05',
  ]);
  await user.click(scenes[2]);
  expect(media.plays).toEqual([{ element: player(), src: `${FILES}/s5.mp3?sig=1` }]);
  expect(scenes[2]).toHaveAttribute('aria-current', 'true');
  expect(scenes[0]).not.toHaveAttribute('aria-current');
});

test('a script without headings says so', async () => {
  useRuntime({ estimated_s: 0, measured_s: null, scenes: [] });
  await openAudioPage();
  expect(
    await within(navigator()).findByText('No scene headings in this script yet.'),
  ).toBeVisible();
});

test('loading, then a failed runtime report shows its message and Try Again reads it again', async () => {
  let fail = true;
  // The failure waits until the loading state has been seen: on a busy machine it could
  // otherwise arrive before the test looks.
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  useRuntime(RUNTIME);
  server.use(
    http.get(`${BASE}/documents/doc-1/runtime`, async () => {
      if (!fail) return HttpResponse.json(success(RUNTIME));
      await answered;
      return HttpResponse.json(failure('Runtime is resting.'), { status: 500 });
    }),
  );
  const { user } = await openAudioPage();
  expect(await within(navigator()).findByRole('status')).toHaveTextContent('Loading scenes…');
  answer();
  expect(await within(navigator()).findByRole('alert')).toHaveTextContent('Runtime is resting.');
  fail = false;
  await user.click(within(navigator()).getByRole('button', { name: 'Try Again' }));
  expect(
    await within(navigator()).findByRole('button', { name: /Play from INT\. KITCHEN/ }),
  ).toBeVisible();
  expect(within(navigator()).queryByRole('alert')).toBeNull();
});
