import type { AudioStatusData, Voice } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import AssignVoice from '../../../expose/AssignVoice';
import { storyApi, toneUrl, type StoryRoute } from '../../audio/components/story-api';

const FRAME = {
  path: '/dashboard/process/doc-1/assign-voice',
  route: '/dashboard/process/:documentId/assign-voice',
};

const voice = (
  voice_id: string,
  name: string,
  gender: string,
  age: string,
  accent: string,
  hertz: number | null,
  description: string,
): Voice => ({
  voice_id,
  name,
  gender,
  age,
  accent,
  description,
  provider: 'offline',
  preview_url: hertz ? toneUrl(hertz) : null,
});

const VOICES: Voice[] = [
  voice('ava', 'Ava', 'female', 'young', 'American', 440, 'Bright and quick, a clear young voice.'),
  voice('brian', 'Brian', 'male', 'middle-aged', 'British', 220, 'Measured and warm.'),
  voice('cora', 'Cora', 'female', 'old', 'Swedish', null, 'Slow and gentle.'),
  voice('duncan', 'Duncan', 'male', 'old', 'Scottish', 180, 'Gravelly, unhurried.'),
  voice('ella', 'Ella', 'female', 'middle-aged', 'Australian', 330, 'Even and friendly.'),
  voice('finn', 'Finn', 'male', 'young', 'American', 260, 'Light and eager.'),
];
const ACTORS = ['narrator', 'MARA', 'TOBIAS', 'HARBOUR MASTER'];

const counts = (total: number, completed: number, processing: number, error = 0) => ({
  total,
  completed,
  processing,
  error,
  pending: total - completed - processing - error,
});
const status = (overall_status: AudioStatusData['overall_status'], c = counts(24, 0, 0)) => ({
  overall_status,
  counts: c,
  reused: 0,
  reused_from: { draft: 0, run: 0 },
});

/** The screen's calls; `audio` is what audio-status answers on each read. */
const api = (
  assignments: Record<string, string>,
  suggested: Record<string, string> = { MARA: 'ava', TOBIAS: 'finn', 'HARBOUR MASTER': 'duncan' },
  audio: (call: number) => AudioStatusData = () => status('not_started'),
  extra: StoryRoute[] = [],
): StoryRoute[] => [
  // First match wins: a story's own answers come before the usual ones.
  ...extra,
  { path: /^voices\/$/, data: { voices: VOICES } },
  { path: /\/actors$/, data: { actors: ACTORS } },
  {
    path: /\/voice-assignments$/,
    data: { assignments, suggested },
  },
  { method: 'POST', path: /\/voice-assignments$/, data: {} },
  { method: 'POST', path: /\/generate-audio$/, data: status('processing'), status: 202 },
  { path: /\/audio-status$/, data: audio },
];

const meta = {
  title: 'studio/Voice Assignment',
  component: AssignVoice,
} satisfies Meta<typeof AssignVoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The narrator saved, MARA and TOBIAS suggested, the harbour master still without a voice. */
export const Filled: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(api({ narrator: 'brian', 'HARBOUR MASTER': '' }, { MARA: 'ava', TOBIAS: 'finn' })),
  ],
};

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };

/** Every character cast: Generate Audio is on. */
export const ReadyToGenerate: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(api({ narrator: 'brian', MARA: 'ella', TOBIAS: 'finn', 'HARBOUR MASTER': 'duncan' })),
  ],
};

/** The picker open on a character: pictures, details and flags. */
export const ChoosingAVoice: Story = {
  ...Filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Voice for HARBOUR MASTER/ }));
    await expect(canvas.getByRole('listbox', { name: 'Voices for HARBOUR MASTER' })).toBeVisible();
  },
};

/** Generate pressed: the status panel, then the progress card counting up, then the redirect. */
export const Generating: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      api(
        { narrator: 'brian', MARA: 'ella', TOBIAS: 'finn', 'HARBOUR MASTER': 'duncan' },
        {},
        (call) =>
          call === 0
            ? status('not_started')
            : status('processing', counts(24, Math.min(23, (call - 1) * 4), 1)),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Audio' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Audio Generation Progress' }),
    ).toBeVisible();
  },
};

/** Back on the screen after a generation with failed lines. */
export const FinishedWithFailures: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      api({ narrator: 'brian', MARA: 'ella', TOBIAS: 'finn', 'HARBOUR MASTER': 'duncan' }, {}, () =>
        status('error', counts(24, 22, 0, 2)),
      ),
    ),
  ],
};

export const NoCharacters: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(api({}, undefined, undefined, [{ path: /\/actors$/, data: { actors: [] } }])),
  ],
};

/** Every call held open. */
export const Loading: Story = { decorators: [storyFrame(FRAME), pendingApi] };

/** The catalogue cannot be read: "Something went wrong" with Try Again. */
export const LoadFailed: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(api({}, undefined, undefined, [{ path: /^voices\/$/, status: 500 }])),
  ],
};

/** Outside a document: the stepper's "Upload Required" panel. */
export const WithoutDocument: Story = {
  decorators: [
    storyFrame({
      path: '/dashboard/process/assign-voice',
      route: '/dashboard/process/assign-voice',
    }),
  ],
};
