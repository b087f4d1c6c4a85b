import { type AppStore, createStore } from '@castmyscript/api';
import type { DocumentSummary } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { pendingApi } from '../../../app/story-pending-api';
import { storyFrame } from '../../../app/story-frame';
import { documentsApi } from '../../../shared/api/documents-api';
import { ProcessErrorPage } from './process-error-page';
import { ProcessHistoryPage } from './process-history-page';

const PATH = { path: '/dashboard/process-list' };
const DAY = 86_400_000;

const doc = (n: number, overrides: Partial<DocumentSummary> = {}): DocumentSummary => ({
  _id: `doc-${n}`,
  title: `Episode ${n}`,
  file_name: `Episode ${n}.pdf`,
  format: 'pdf',
  created_at: new Date(Date.now() - n * DAY).toISOString(),
  page_count: 30 + n,
  status: 'completed',
  message: null,
  script_id: `doc-${n}`,
  draft_of: null,
  draft_number: 1,
  // A processed script's runtime, about a minute a page, estimated until made.
  ...(overrides.status && overrides.status !== 'completed'
    ? {}
    : { runtime_s: (30 + n) * 58, runtime_measured: false }),
  ...overrides,
});

const MIXED: DocumentSummary[] = [
  doc(1, {
    title: 'The Lighthouse Keeper',
    page_count: 4,
    runtime_s: 251.6,
    runtime_measured: true,
  }),
  doc(2, { title: 'Night Shift', format: 'fdx', status: 'processing', page_count: 12 }),
  doc(3, { title: 'Pilot — revised draft', format: 'docx', status: 'uploaded', page_count: null }),
  doc(4, {
    title: 'scan-0042',
    status: 'error',
    page_count: null,
    message: 'This PDF has no text layer: export it from your screenwriting app instead.',
  }),
  doc(5, {
    title: 'Feature draft 7',
    status: 'payment_required',
    page_count: 118,
    message: 'Insufficient credits - payment required',
  }),
];

const ALL_STEPS = ['Document Uploaded', 'Scene Extracted', 'Voice Assigned', 'Voice Generated'];

/**
 * The page in the shell's providers with a store filled as the list (and, for the play button,
 * the completed steps) would have answered; made at render so the page does not ask again.
 */
const withDocuments =
  (docs: DocumentSummary[], generated: string[] = []) =>
  (Story: () => ReactNode) => {
    const store: AppStore = createStore();
    void store.dispatch(documentsApi.util.upsertQueryData('getDocuments', undefined, docs));
    for (const d of docs.filter((x) => x.status === 'completed')) {
      const steps = generated.includes(d._id) ? ALL_STEPS : ALL_STEPS.slice(0, 2);
      void store.dispatch(documentsApi.util.upsertQueryData('getCompletedSteps', d._id, steps));
    }
    return storyFrame({ ...PATH, store })(Story);
  };

const meta = {
  title: 'studio/Process History',
  component: ProcessHistoryPage,
} satisfies Meta<typeof ProcessHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status chip; the first script has audio, so it has a play button. */
export const Filled: Story = {
  decorators: [withDocuments(MIXED, ['doc-1'])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Play table read of The Lighthouse Keeper' }),
    ).toBeInTheDocument();
  },
};

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };

const CHAIN: Record<string, Partial<DocumentSummary>> = {
  'doc-1': { script_id: 'doc-7', draft_of: 'doc-6', draft_number: 3 },
  'doc-6': { script_id: 'doc-7', draft_of: 'doc-7', draft_number: 2 },
};

/** The Lighthouse Keeper in three drafts, opened to show the earlier two. */
export const WithDrafts: Story = {
  decorators: [
    withDocuments(
      [
        ...MIXED,
        doc(6, { title: 'The Lighthouse Keeper', page_count: 4 }),
        doc(7, { title: 'The Lighthouse Keeper', page_count: 3 }),
      ].map((d) => ({ ...d, ...CHAIN[d._id] })),
      ['doc-1'],
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show 2 earlier drafts' }));
    await expect(
      canvas.getByRole('button', { name: 'Resume The Lighthouse Keeper (Draft 1)' }),
    ).toBeVisible();
  },
};

export const WithDraftsPhone: Story = { ...WithDrafts, globals: { viewport: { value: 'phone' } } };

/**
 * Draft 3 uploaded and left before processing. The row stays draft 2 with its Play and
 * Upload new draft; draft 3 is listed under it with Continue and Discard.
 */
export const WithAbandonedDraft: Story = {
  decorators: [
    withDocuments(
      [
        doc(1, {
          title: 'The Lighthouse Keeper',
          status: 'uploaded',
          page_count: null,
          script_id: 'doc-3',
          draft_of: 'doc-2',
          draft_number: 3,
        }),
        doc(2, {
          title: 'The Lighthouse Keeper',
          page_count: 4,
          script_id: 'doc-3',
          draft_of: 'doc-3',
          draft_number: 2,
        }),
        doc(3, { title: 'The Lighthouse Keeper', page_count: 3 }),
        ...MIXED.slice(1),
      ],
      ['doc-2'],
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Discard The Lighthouse Keeper (Draft 3, not processed)',
      }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('Discard this draft?');
  },
};

export const WithAbandonedDraftPhone: Story = {
  ...WithAbandonedDraft,
  globals: { viewport: { value: 'phone' } },
};

/** 20 pages: the pager with ellipses; the play opens page 10. */
export const ManyPages: Story = {
  decorators: [withDocuments(Array.from({ length: 160 }, (_, i) => doc(i + 1)))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = await canvas.findByRole('navigation', { name: 'Process history pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 20' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 17' }));
    await expect(canvas.getByText('Episode 129')).toBeInTheDocument();
  },
};

/** Asking to delete: the confirmation. */
export const ConfirmDelete: Story = {
  decorators: [withDocuments(MIXED)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Night Shift' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('Delete this script?');
  },
};

export const Empty: Story = { decorators: [withDocuments([])] };

/** The list request never answers. */
export const Loading: Story = { decorators: [storyFrame(PATH), pendingApi] };

/** No server in Storybook: the list call fails — 'Failed to fetch process list' and Try Again. */
export const LoadFailed: Story = { decorators: [storyFrame(PATH)] };

/** Where Resume lands when the completed-steps lookup failed. */
export const ResumeFailed: Story = {
  render: () => <ProcessErrorPage />,
  decorators: [
    storyFrame({
      path: '/dashboard/process/doc-1/error',
      route: '/dashboard/process/:documentId/error',
    }),
  ],
};

/** The inline rename, open, refusing a blank title before anything is sent. */
export const Renaming: Story = {
  decorators: [withDocuments(MIXED, ['doc-1'])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Rename The Lighthouse Keeper' }),
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter a title for the script.',
    );
  },
};

export const RenamingPhone: Story = { ...Renaming, globals: { viewport: { value: 'phone' } } };
