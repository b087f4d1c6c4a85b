import { createStore } from '@castmyscript/api';
import type { DocumentStatusData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { documentApi } from '../../../shared/api/document-api';
import { uploadApi } from '../api/upload-api';
import { UploadPage } from './upload-page';

const NEW = { path: '/dashboard/process/upload' };
const RESUMED = {
  path: '/dashboard/process/doc-1/upload',
  route: '/dashboard/process/:documentId/upload',
};

/** A store that already knows the document's status, as if GET status had answered. */
const storeWithStatus = (status: DocumentStatusData['status']) => {
  const store = createStore();
  void store.dispatch(
    uploadApi.util.upsertQueryData('getDocumentStatus', 'doc-1', {
      document_id: 'doc-1',
      status,
      message: null,
      page_count: 3,
    }),
  );
  return store;
};

const script = () =>
  new File([new Uint8Array(3 * 1024 * 1024)], 'the-lighthouse-keeper.pdf', {
    type: 'application/pdf',
  });

const meta = {
  title: 'studio/Upload',
  component: UploadPage,
} satisfies Meta<typeof UploadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Upload and Continue Processing are off. */
export const Empty: Story = { decorators: [storyFrame(NEW)] };

/** A script chosen: its size and the estimated processing time; Upload is on. */
export const FileChosen: Story = {
  decorators: [storyFrame(NEW)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Script file'), script());
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

/** A dropped file of the wrong type gets the drop message. */
export const WrongTypeDropped: Story = {
  decorators: [storyFrame(NEW)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.drop(canvas.getByTestId('drop-area'), { dataTransfer: { files: [file] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unsupported file format');
  },
};

export const Phone: Story = { ...FileChosen, globals: { viewport: { value: 'phone' } } };

/** Opened with ?draft_of — the next draft of a processed script. */
export const NewDraft: Story = {
  decorators: [
    storyFrame({
      path: '/dashboard/process/upload?draft_of=doc-1',
      route: '/dashboard/process/upload',
      store: (() => {
        const store = createStore();
        void store.dispatch(
          documentApi.util.upsertQueryData('getDocument', 'doc-1', {
            _id: 'doc-1',
            title: 'the-lighthouse-keeper',
            status: 'completed',
            page_count: 3,
            created_at: '2026-03-01T12:00:00.000Z',
            draft_of: null,
            draft_number: 1,
            pages_charged: 3,
            pages_covered: 3,
            changes: null,
          }),
        );
        return store;
      })(),
    }),
  ],
};

/** The draft's parent is not found: Upload stays off. */
export const NewDraftParentMissing: Story = {
  decorators: [
    storyFrame({
      path: '/dashboard/process/upload?draft_of=gone',
      route: '/dashboard/process/upload',
    }),
  ],
};

/** Opened from history: uploaded, not processed — Continue Processing is on. */
export const ResumedUploaded: Story = {
  decorators: [storyFrame({ ...RESUMED, store: storeWithStatus('uploaded') })],
};

/** Opened from history after processing: Next leads to Script Scenes. */
export const ResumedProcessed: Story = {
  decorators: [storyFrame({ ...RESUMED, store: storeWithStatus('completed') })],
};

/** No server in Storybook: the status call fails, which shows the error state. */
export const StatusLoadFailed: Story = { decorators: [storyFrame(RESUMED)] };
