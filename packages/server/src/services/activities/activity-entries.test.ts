import {
  audioGenerated,
  creditsShort,
  documentUploaded,
  processingCompleted,
  processingFailed,
} from './activity-entries';

const doc = { id: 'd1', title: 'Pilot' };

describe('activity entries', () => {
  it('name the document and reference it', () => {
    expect(documentUploaded(doc)).toEqual({
      action: 'Document Uploaded',
      description: '“Pilot” was uploaded.',
      status: 'completed',
      reference: 'd1',
    });
    expect(processingCompleted(doc, 1).description).toBe('“Pilot” is ready: 1 line to check.');
    expect(processingCompleted(doc, 42).description).toBe('“Pilot” is ready: 42 lines to check.');
  });

  it('say why processing failed and whether pages came back', () => {
    expect(processingFailed(doc, 'The file has no text.')).toMatchObject({
      status: 'failed',
      description: '“Pilot” could not be processed: The file has no text.',
    });
    expect(processingFailed(doc, 'Timed out.', true).description).toMatch(
      /Timed out\. Its pages were given back\.$/,
    );
    expect(creditsShort(doc, 7, 1).description).toBe(
      '“Pilot” needs 7 pages; 1 page left. Buy pages or change plan to process it.',
    );
  });

  it('mark audio with failed lines as failed', () => {
    expect(audioGenerated(doc, 10)).toMatchObject({ status: 'completed' });
    expect(audioGenerated(doc, 10, 2)).toMatchObject({
      status: 'failed',
      description: '“Pilot”: 8 of 10 lines voiced; 2 failed.',
    });
  });
});
