import { createStore } from '@castmyscript/api';
import type { Scene } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pendingApi } from '../../../app/story-pending-api';
import { storyFrame } from '../../../app/story-frame';
import { documentApi } from '../../../shared/api/document-api';
import { documentChangesApi } from '../api/document-changes-api';
import { linesApi } from '../api/lines-api';
import { LinesPage } from './lines-page';

const FRAME = {
  path: '/dashboard/process/doc-1/scenes',
  route: '/dashboard/process/:documentId/scenes',
};

const line = (
  index: number,
  actor: string,
  dialog: string,
  kind: Scene['kind'],
  direction: string | null = null,
  directionAfter: string | null = null,
): Scene => ({
  _id: `s${index}`,
  document_id: 'doc-1',
  scene_index: index,
  actor,
  dialog,
  text: dialog,
  kind,
  direction,
  direction_after: directionAfter,
  scene_heading: null,
});

const SCRIPT: Scene[] = [
  line(0, 'narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT', 'scene_heading'),
  line(
    1,
    'narrator',
    'Waves hammer the rocks below. A lamp turns, slow and patient, sweeping the sea.',
    'action',
  ),
  line(2, 'MARA', 'Every night for thirty years.', 'dialogue'),
  line(3, 'NARRATOR', 'She counted every one of them.', 'dialogue', '(dry)'),
  line(4, 'TOBIAS', 'MARA! THE LAMP IS OUT!', 'dialogue'),
  line(5, 'narrator', 'INT. LAMP ROOM - CONTINUOUS', 'scene_heading'),
  line(6, '', '', 'dialogue'),
  line(
    7,
    'MARA',
    'Hold on. The wick needs trimming, and the oil is nearly gone. Bring the spare can.',
    'dialogue',
    null,
    '(strikes a match)',
  ),
  line(8, 'narrator', 'FADE OUT.', 'transition'),
];

/** A store that already holds the lines, as if GET scenes had answered. */
const storeWith = (lines: Scene[]) => {
  const store = createStore();
  void store.dispatch(linesApi.util.upsertQueryData('getLines', 'doc-1', lines));
  return store;
};

const CHANGES = { added: 1, changed: 2, removed: 1, unchanged: 6 };
const MARKS: Record<number, Scene['change']> = { 2: 'changed', 4: 'added', 7: 'changed' };

/** The same script as a second draft: the document, its marked lines and what it removed. */
const laterDraftStore = () => {
  const store = storeWith(
    SCRIPT.map((s) => ({ ...s, change: MARKS[s.scene_index] ?? 'unchanged' })),
  );
  void store.dispatch(
    documentApi.util.upsertQueryData('getDocument', 'doc-1', {
      _id: 'doc-1',
      title: 'The Lamp',
      status: 'completed',
      page_count: 2,
      created_at: '2026-03-01T12:00:00.000Z',
      draft_of: 'doc-0',
      draft_number: 2,
      pages_charged: 1,
      pages_covered: 1,
      changes: CHANGES,
    }),
  );
  void store.dispatch(
    documentChangesApi.util.upsertQueryData('getDocumentChanges', 'doc-1', {
      changes: CHANGES,
      removed: [
        { actor: 'TOBIAS', dialog: 'Who trimmed the wick?', kind: 'dialogue', previous_index: 5 },
      ],
      changed: [],
      carry_over: [],
    }),
  );
  return store;
};

const meta = {
  title: 'studio/Script Scenes',
  component: LinesPage,
} satisfies Meta<typeof LinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { decorators: [storyFrame({ ...FRAME, store: storeWith(SCRIPT) })] };

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };

/** A later draft with its "What changed" view and marked lines. */
export const LaterDraft: Story = {
  decorators: [storyFrame({ ...FRAME, store: laterDraftStore() })],
};

export const LaterDraftPhone: Story = { ...LaterDraft, globals: { viewport: { value: 'phone' } } };

export const Empty: Story = { decorators: [storyFrame({ ...FRAME, store: storeWith([]) })] };

/** The list request never answers. */
export const Loading: Story = { decorators: [storyFrame(FRAME), pendingApi] };

/** No server in Storybook: the list call fails, which shows the error state with Try Again. */
export const LoadFailed: Story = { decorators: [storyFrame(FRAME)] };

/** Outside a document: the stepper's "Upload Required" panel. */
export const WithoutDocument: Story = {
  decorators: [
    storyFrame({ path: '/dashboard/process/scenes', route: '/dashboard/process/scenes' }),
  ],
};
