import {
  canContinue,
  canUpload,
  initialUploadState,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from '../lib/upload-state';

const file = new File(['x'], 'keeper.pdf', { type: 'application/pdf' });
const run = (...actions: UploadAction[]) =>
  actions.reduce<UploadState>(uploadReducer, initialUploadState);
const buttons = (state: UploadState) => ({
  upload: canUpload(state),
  continue: canContinue(state),
});

test.each<[string, UploadAction[], { upload: boolean; continue: boolean }]>([
  ['no file', [], { upload: false, continue: false }],
  ['a file chosen', [{ type: 'picked', file }], { upload: true, continue: false }],
  [
    'while uploading',
    [{ type: 'picked', file }, { type: 'uploadStarted' }],
    { upload: false, continue: false },
  ],
  [
    'after the upload',
    [{ type: 'picked', file }, { type: 'uploadStarted' }, { type: 'uploaded', documentId: 'd' }],
    { upload: false, continue: true },
  ],
  [
    'while analyzing',
    [
      { type: 'picked', file },
      { type: 'uploaded', documentId: 'd' },
      { type: 'processingStarted', documentId: 'd' },
    ],
    { upload: false, continue: false },
  ],
  [
    'after a failed upload',
    [{ type: 'picked', file }, { type: 'uploadStarted' }, { type: 'uploadFailed', message: 'x' }],
    { upload: true, continue: false },
  ],
  [
    'after processing failed',
    [
      { type: 'picked', file },
      { type: 'uploaded', documentId: 'd' },
      { type: 'processingStarted', documentId: 'd' },
      { type: 'failed', message: 'x' },
    ],
    { upload: false, continue: true },
  ],
  [
    'after completion',
    [
      { type: 'picked', file },
      { type: 'uploaded', documentId: 'd' },
      { type: 'processed', outcome: { kind: 'completed' } },
    ],
    { upload: false, continue: false },
  ],
  [
    'a refused file',
    [
      { type: 'picked', file },
      { type: 'rejected', message: 'Unsupported file type selected' },
    ],
    { upload: false, continue: false },
  ],
])('%s: buttons are %j', (_name, actions, expected) => {
  expect(buttons(run(...actions))).toEqual(expected);
});

test('a new file resets uploaded, progress, document and message', () => {
  const before = run(
    { type: 'picked', file },
    { type: 'uploadStarted' },
    { type: 'progress', fraction: 0.5 },
    { type: 'uploaded', documentId: 'd' },
  );
  expect(before).toMatchObject({ uploaded: true, progress: 1, documentId: 'd' });
  const other = new File(['y'], 'other.pdf');
  expect(uploadReducer(before, { type: 'picked', file: other })).toEqual({
    ...initialUploadState,
    file: other,
    phase: 'selected',
  });
});

test('progress only moves forward and stays within 0–1', () => {
  const state = run(
    { type: 'picked', file },
    { type: 'uploadStarted' },
    { type: 'progress', fraction: 0.6 },
    { type: 'progress', fraction: 0.4 },
  );
  expect(state.progress).toBe(0.6);
  expect(uploadReducer(state, { type: 'progress', fraction: 3 }).progress).toBe(1);
});
