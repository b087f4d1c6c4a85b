import type { DocumentRow } from '../../db/schema';
import { completedSteps, titleOf, uploadTypeFor } from './documents-fns';

describe('uploadTypeFor', () => {
  it.each([
    ['a.pdf', 'application/pdf', 'application/pdf'],
    ['a.txt', 'text/plain; charset=utf-8', 'text/plain'],
    [
      'a.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['A.FDX', '', 'application/octet-stream'],
    ['a.fountain', 'application/octet-stream', 'application/octet-stream'],
    ['a.fdx', 'application/xml', 'application/xml'],
  ])('%s declared %j uploads as %s', (name, type, expected) => {
    expect(uploadTypeFor(name, type)).toBe(expected);
  });

  it.each([
    ['a.exe', 'application/x-msdownload'],
    ['a.html', 'text/html'],
    ['a.zip', ''],
    ['noextension', 'application/octet-stream'],
    ['a.pdf', 'image/png'],
  ])('%s declared %j is refused', (name, type) => {
    expect(uploadTypeFor(name, type)).toBeUndefined();
  });
});

describe('titleOf', () => {
  it.each([
    ['Big Fish.pdf', 'Big Fish'],
    ['draft.final.fdx', 'draft.final'],
    ['README', 'README'],
    ['.pdf', '.pdf'],
  ])('%s → %s', (name, title) => expect(titleOf(name)).toBe(title));
});

describe('completedSteps', () => {
  const row = (over: Partial<DocumentRow>) =>
    ({ id: 'd', confirmedAt: new Date(), status: 'uploaded', ...over }) as DocumentRow;
  const probe = (step: 'Voice Assigned' | 'Voice Generated', done: boolean) => ({
    step,
    done: async () => done,
  });

  it('nothing before the upload is confirmed', async () => {
    expect(await completedSteps(row({ confirmedAt: null }), [])).toEqual([]);
  });
  it('uploaded, then extracted once completed', async () => {
    expect(await completedSteps(row({ status: 'processing' }), [])).toEqual(['Document Uploaded']);
    expect(await completedSteps(row({ status: 'completed' }), [])).toEqual([
      'Document Uploaded',
      'Scene Extracted',
    ]);
  });
  it('later steps come from their probes, in order, stopping at the first not done', async () => {
    const done = row({ status: 'completed' });
    expect(
      await completedSteps(done, [probe('Voice Assigned', true), probe('Voice Generated', true)]),
    ).toEqual(['Document Uploaded', 'Scene Extracted', 'Voice Assigned', 'Voice Generated']);
    expect(
      await completedSteps(done, [probe('Voice Assigned', false), probe('Voice Generated', true)]),
    ).toHaveLength(2);
  });
});
