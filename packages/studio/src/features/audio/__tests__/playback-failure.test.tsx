import { act, screen, waitFor, within } from '@testing-library/react';

import { PLAYBACK_TEXTS } from '../lib/playback-diagnosis';
import { lineCard, openAudioPage, playButton, player } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

const page = audioPageFixture();

const errorOf = (n: number) => within(lineCard(n)).findByRole('alert');

describe('the HEAD check speaks first', () => {
  test.each([
    [400, PLAYBACK_TEXTS.expired],
    [403, PLAYBACK_TEXTS.forbidden],
    [404, PLAYBACK_TEXTS.notFound],
    [500, 'Audio server error (500). Please try again.'],
    [502, 'Audio server error (502). Please try again.'],
  ])('HEAD %i → "%s"', async (status, message) => {
    page.fake.headAnswers(status);
    // Whatever the player says, a failing file is what the writer is told about.
    page.media.failNextPlay(new DOMException('no', 'NotAllowedError'));
    const { user } = await openAudioPage();
    await user.click(playButton(2));
    expect(await errorOf(2)).toHaveTextContent(message);
    expect(page.fake.calls.heads).toEqual(['/files/s2.mp3']);
    expect(playButton(2)).toHaveAccessibleName('Play line 2');
  });

  test('HEAD itself fails → the network message', async () => {
    page.fake.headAnswers('network');
    page.media.failNextPlay(new DOMException('no', 'NotSupportedError'));
    const { user } = await openAudioPage();
    await user.click(playButton(1));
    expect(await errorOf(1)).toHaveTextContent(PLAYBACK_TEXTS.network);
  });
});

describe('when the file answers fine, the player’s own error', () => {
  test.each([
    ['NotAllowedError', PLAYBACK_TEXTS.blocked],
    ['AbortError', PLAYBACK_TEXTS.aborted],
    ['NetworkError', PLAYBACK_TEXTS.network],
    ['NotSupportedError', PLAYBACK_TEXTS.failed],
  ])('play() rejects with %s → "%s"', async (name, message) => {
    page.media.failNextPlay(new DOMException('no', name));
    const { user } = await openAudioPage();
    await user.click(playButton(3));
    expect(await errorOf(3)).toHaveTextContent(message);
    expect(page.fake.calls.heads).toEqual(['/files/s3.mp3']);
  });

  test('offline reads as a network error', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    page.media.failNextPlay(new DOMException('no', 'NotSupportedError'));
    const { user } = await openAudioPage();
    await user.click(playButton(1));
    expect(await errorOf(1)).toHaveTextContent(PLAYBACK_TEXTS.network);
    online.mockRestore();
  });

  test('an error event from the element (e.g. mid-play) is diagnosed once', async () => {
    const { user } = await openAudioPage();
    await user.click(playButton(2));
    act(() => {
      player().dispatchEvent(new Event('error'));
      player().dispatchEvent(new Event('error'));
    });
    expect(await errorOf(2)).toHaveTextContent(PLAYBACK_TEXTS.failed);
    expect(page.fake.calls.heads).toHaveLength(1);
    expect(playButton(2)).toHaveAccessibleName('Play line 2');
  });
});

test('the error is cleared on the line’s next play attempt', async () => {
  page.fake.headAnswers(404);
  page.media.failNextPlay(new DOMException('no', 'NotSupportedError'));
  const { user } = await openAudioPage();
  await user.click(playButton(2));
  expect(await errorOf(2)).toHaveTextContent(PLAYBACK_TEXTS.notFound);
  await user.click(playButton(2));
  await waitFor(() => expect(within(lineCard(2)).queryByRole('alert')).toBeNull());
  expect(playButton(2)).toHaveAccessibleName('Pause line 2');
});

test('a failure stops a sequence instead of running on', async () => {
  const { user } = await openAudioPage();
  await user.click(playButton(1));
  page.media.failNextPlay(new DOMException('no', 'NotAllowedError'));
  await page.media.end(player());
  expect(await errorOf(2)).toHaveTextContent(PLAYBACK_TEXTS.blocked);
  expect(screen.queryAllByRole('button', { name: /^Pause line/ })).toHaveLength(0);
  expect(page.media.plays).toHaveLength(2);
});
