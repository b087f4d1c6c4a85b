import type { NoteData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import { storyApi } from '../../audio/components/story-api';
import { NotesPanel } from './notes-panel';

const LINES = [
  { scene_id: 's1', scene_index: 0, actor: 'narrator', dialog: 'INT. LIGHTHOUSE - NIGHT' },
  { scene_id: 's2', scene_index: 1, actor: 'MARA', dialog: 'Every night for thirty years.' },
  { scene_id: 's3', scene_index: 2, actor: 'TOBIAS', dialog: 'The lamp is out!' },
];

const note = (over: Partial<NoteData>): NoteData => ({
  _id: 'n1',
  document_id: 'doc-1',
  scene_id: 's2',
  scene_index: 1,
  text: 'Warmer here.',
  at_s: null,
  author_name: 'You',
  author_kind: 'writer',
  outdated: false,
  draft_number: 2,
  quote: { actor: 'MARA', dialog: 'Every night for thirty years.' },
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  resolved: false,
  resolved_at: null,
  replies: [],
  ...over,
});

const NOTES = [
  note({}),
  note({
    _id: 'n2',
    scene_id: 's3',
    scene_index: 2,
    text: 'Louder!',
    author_name: 'Dana',
    author_kind: 'listener',
    at_s: 1.5,
  }),
  note({
    _id: 'n3',
    scene_id: null,
    scene_index: null,
    text: 'Love this line.',
    author_name: 'Dana',
    author_kind: 'listener',
    outdated: true,
    draft_number: 1,
    quote: { actor: 'MARA', dialog: 'A line since cut.' },
  }),
];

const meta = {
  title: 'studio/Notes panel',
  component: NotesPanel,
  args: { documentId: 'doc-1', lines: LINES, anchor: (id: string) => `line-${id}` },
  decorators: [storyFrame()],
} satisfies Meta<typeof NotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = (notes: NoteData[], status = 200) =>
  storyApi([
    { path: /^documents\/doc-1\/notes$/, status, data: { notes }, message: 'Notes are resting.' },
    { method: 'POST', path: /^documents\/doc-1\/notes$/, status: 201, data: NOTES[0] },
  ]);

export const Filled: Story = { decorators: [routes(NOTES)] };
export const Empty: Story = { decorators: [routes([])] };
export const Loading: Story = { decorators: [pendingApi] };
export const LoadFailed: Story = { decorators: [routes([], 500)] };
export const Phone: Story = {
  decorators: [routes(NOTES)],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
