import { screen, waitFor } from '@testing-library/react';

import { currentPath } from '@castmyscript/test-utils';

import { openAudioPage } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

const page = audioPageFixture();

test('a later draft says how many lines kept the previous draft’s audio', async () => {
  page.fake.reusedAnswers(9);
  await openAudioPage();
  expect(await screen.findByText('9 lines reused from the previous draft')).toBeInTheDocument();
});

test('one reused line is singular', async () => {
  page.fake.reusedAnswers(1);
  await openAudioPage();
  expect(await screen.findByText('1 line reused from the previous draft')).toBeInTheDocument();
});

test('lines reused from an earlier generation say so, not the previous draft', async () => {
  page.fake.reusedAnswers(0, 2);
  await openAudioPage();
  expect(await screen.findByText('2 lines reused from an earlier generation')).toBeInTheDocument();
  expect(screen.queryByText(/previous draft/)).toBeNull();
});

test('both kinds are told apart', async () => {
  page.fake.reusedAnswers(3, 1);
  await openAudioPage();
  expect(
    await screen.findByText(
      '3 lines reused from the previous draft; 1 line reused from an earlier generation',
    ),
  ).toBeInTheDocument();
});

test('nothing reused (a first draft): no mention', async () => {
  await openAudioPage();
  await screen.findByRole('button', { name: 'Download All Audio' });
  expect(page.fake.calls.status).toBeGreaterThan(0);
  expect(screen.queryByText(/reused from the previous draft/)).toBeNull();
});

test('Upload new draft opens the Upload step for this document', async () => {
  const { user } = await openAudioPage();
  await user.click(screen.getByRole('button', { name: 'Upload new draft' }));
  // The button may first ask whether edits can be left (a promise), then it navigates.
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/upload?draft_of=doc-1'));
});

test('the script’s pages as billed, as Scenes and History count them', async () => {
  await openAudioPage();
  expect(await screen.findByTestId('billed-pages')).toHaveTextContent('14 pages · 14 paid');
});

test('a later draft shows the changed pages it paid for', async () => {
  page.fake.billingAnswers({ draft_number: 2, pages_charged: 3 });
  await openAudioPage();
  expect(await screen.findByTestId('billed-pages')).toHaveTextContent(
    '14 pages · 3 paid for draft 2',
  );
});
