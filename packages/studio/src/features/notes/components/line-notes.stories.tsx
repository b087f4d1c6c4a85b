import type { NoteData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { storyApi } from '../../audio/components/story-api';
import { LineNotes } from './line-notes';

const note = (over: Partial<NoteData>): NoteData => ({
  _id: 'n1',
  document_id: 'doc-1',
  scene_id: 's2',
  scene_index: 1,
  text: 'Too fast here — let the pause land.',
  at_s: 2,
  author_name: 'Pat',
  author_kind: 'listener',
  outdated: false,
  draft_number: 1,
  quote: { actor: 'MARA', dialog: 'Every night for thirty years.' },
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  resolved: false,
  resolved_at: null,
  replies: [],
  ...over,
});

const WITH_REPLIES = [
  note({
    replies: [
      {
        _id: 'r1',
        text: 'Slowed it down in the new take.',
        author_name: 'Ada Writer',
        created_at: '2026-11-25T11:00:00.000Z',
      },
    ],
  }),
  note({ _id: 'n2', text: 'Warmer, please.', author_name: 'Sam', at_s: null }),
];
const RESOLVED = [
  note({ resolved: true, resolved_at: '2026-11-25T12:00:00.000Z' }),
  note({ _id: 'n2', text: 'Warmer, please.', author_name: 'Sam', at_s: null }),
];

const meta = {
  title: 'studio/Line notes',
  component: LineNotes,
  args: { documentId: 'doc-1', lineId: 's2', line: 2 },
  decorators: [storyFrame()],
} satisfies Meta<typeof LineNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = (notes: NoteData[], replyStatus = 201) =>
  storyApi([
    { path: /^documents\/doc-1\/notes$/, data: { notes } },
    {
      method: 'POST',
      path: /^notes\/[^/]+\/replies$/,
      status: replyStatus,
      data: replyStatus < 400 ? notes[0].replies[0] : undefined,
      message:
        replyStatus < 400 ? 'Reply added.' : 'The reply could not be sent. Please try again.',
    },
    { method: 'PATCH', path: /^notes\/[^/]+$/, data: notes[0] },
  ]);

/** Opens the marker, as the writer does. */
const opened: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /notes?$/ }));
};

export const WithReplies: Story = { decorators: [routes(WITH_REPLIES)], play: opened };
export const Resolved: Story = { decorators: [routes(RESOLVED)], play: opened };
/** A line without notes shows nothing at all. */
export const Empty: Story = { decorators: [routes([])] };
export const ReplyFailed: Story = {
  decorators: [routes(WITH_REPLIES, 500)],
  play: async (context) => {
    await opened(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText('Reply to Pat'), 'Done.');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reply' })[0]);
  },
};
export const Phone: Story = {
  decorators: [routes(WITH_REPLIES)],
  play: opened,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
