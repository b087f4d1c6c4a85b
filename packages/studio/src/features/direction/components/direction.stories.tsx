import type { ReadSettings, RuntimeData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import { storyApi, type StoryRoute } from '../../audio/components/story-api';
import { DirectionPanel } from './direction-panel';
import { MakingEstimate } from './making-estimate';
import { ReadSettingsPanel } from './read-settings-panel';
import { RuntimeTable } from './runtime-table';

/** The read settings, the pronunciation list and the runtime report. */
const SETTINGS: ReadSettings = {
  narrator: 'headings_and_dialogue',
  pronunciations: [{ term: 'Cognito', say_as: 'Kog-NEE-toe' }],
  pause_ms: 450,
};

const RUNTIME = (measured: boolean): RuntimeData => ({
  estimated_s: 252,
  measured_s: measured ? 266.4 : null,
  scenes: [
    {
      heading: 'INT. LIGHTHOUSE - NIGHT',
      first_index: 0,
      last_index: 24,
      pages: 1.375,
      estimated_s: 98,
      measured_s: measured ? 103.2 : null,
    },
    {
      heading: 'EXT. CLIFF PATH - DAWN',
      first_index: 25,
      last_index: 41,
      pages: 0.875,
      estimated_s: 61,
      measured_s: measured ? 64.9 : null,
    },
    {
      heading: 'INT. KEEPER’S COTTAGE - DAY',
      first_index: 42,
      last_index: 70,
      pages: 1.5,
      estimated_s: 93,
      measured_s: measured ? 98.3 : null,
    },
  ],
});

const LINES = [
  { actor: 'narrator', dialog: 'INT. LIGHTHOUSE - NIGHT' },
  { actor: 'MARA', dialog: 'Has Cognito come back from Tiree?' },
  { actor: 'COGNITO', dialog: 'Not yet, Mara.' },
];

const routes = (settings: Partial<StoryRoute>, runtime: Partial<StoryRoute> = {}): StoryRoute[] => [
  { path: /^documents\/doc-1\/read-settings$/, data: SETTINGS, ...settings },
  {
    method: 'PUT',
    path: /^documents\/doc-1\/read-settings$/,
    data: SETTINGS,
    message: 'Read settings saved.',
  },
  { path: /^documents\/doc-1\/runtime$/, data: RUNTIME(false), ...runtime },
];

const meta = {
  title: 'studio/Direct the read',
  component: DirectionPanel,
  decorators: [storyFrame()],
  args: { documentId: 'doc-1', lines: LINES },
} satisfies Meta<typeof DirectionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the Voices screen: the narrator policy and the beat, saved as they change. */
export const ReadSettingsLoaded: Story = {
  decorators: [storyApi(routes({}))],
  render: () => <ReadSettingsPanel documentId="doc-1" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('radio', { name: 'Scene headings and dialogue' }),
    ).toBeChecked();
  },
};

export const ReadSettingsLoading: Story = {
  decorators: [pendingApi],
  render: () => <ReadSettingsPanel documentId="doc-1" />,
};

export const ReadSettingsFailed: Story = {
  decorators: [storyApi(routes({ status: 500, message: 'Could not load the read settings.' }))],
  render: () => <ReadSettingsPanel documentId="doc-1" />,
};

/** The pronunciation dialog: the list, the add form and the script's suggestions. */
export const Pronunciations: Story = {
  decorators: [storyApi(routes({}))],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pronunciations' }));
    await expect(
      await within(document.body).findByRole('list', { name: 'Pronunciations' }),
    ).toBeVisible();
  },
};

export const PronunciationsEmpty: Story = {
  decorators: [storyApi(routes({ data: { ...SETTINGS, pronunciations: [] } }))],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pronunciations' }));
  },
};

export const RuntimeEstimated: Story = {
  decorators: [storyApi(routes({}))],
  render: () => <RuntimeTable documentId="doc-1" />,
};

export const RuntimeMeasured: Story = {
  decorators: [storyApi(routes({}, { data: RUNTIME(true) }))],
  render: () => <RuntimeTable documentId="doc-1" />,
};

export const RuntimeEmpty: Story = {
  decorators: [storyApi(routes({}, { data: { estimated_s: 0, measured_s: null, scenes: [] } }))],
  render: () => <RuntimeTable documentId="doc-1" />,
};

export const RuntimeFailed: Story = {
  decorators: [storyApi(routes({}, { status: 500 }))],
  render: () => <RuntimeTable documentId="doc-1" />,
};

/** Before Generate, how long making the audio takes with the voices cast. */
export const MakingTime: Story = {
  decorators: [storyApi(routes({}, { data: { ...RUNTIME(false), making_s: 412 } }))],
  render: () => <MakingEstimate documentId="doc-1" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/about 6:52 of synthesis/)).toBeVisible();
  },
};

export const MakingTimeAllMade: Story = {
  decorators: [storyApi(routes({}, { data: { ...RUNTIME(true), making_s: 0 } }))],
  render: () => <MakingEstimate documentId="doc-1" />,
};

export const MakingTimeLoading: Story = {
  decorators: [pendingApi],
  render: () => <MakingEstimate documentId="doc-1" />,
};

export const MakingTimeFailed: Story = {
  decorators: [storyApi(routes({}, { status: 500 }))],
  render: () => <MakingEstimate documentId="doc-1" />,
};
