import {
  headStatusMessage,
  PLAYBACK_TEXTS,
  playbackErrorMessage,
  serverErrorText,
} from '../lib/playback-diagnosis';

test.each([
  [400, 'Audio URL has expired or is invalid. Please refresh the page to get new audio URLs.'],
  [403, 'Access to audio file denied (403 Forbidden). Please check permissions.'],
  [404, 'Audio file not found (404). It may have been deleted.'],
  [500, 'Audio server error (500). Please try again.'],
  [503, 'Audio server error (503). Please try again.'],
  [401, 'Audio server error (401). Please try again.'],
  [410, 'Audio server error (410). Please try again.'],
])('HEAD %i: %s', (status, message) => {
  expect(headStatusMessage(status)).toBe(message);
});

test('a file that answers fine leaves the diagnosis to the player', () => {
  expect(headStatusMessage(200)).toBeNull();
  expect(headStatusMessage(206)).toBeNull();
  expect(serverErrorText(502)).toBe('Audio server error (502). Please try again.');
});

test.each([
  ['blocked', new DOMException('no gesture', 'NotAllowedError'), true, PLAYBACK_TEXTS.blocked],
  ['aborted', new DOMException('stopped', 'AbortError'), true, PLAYBACK_TEXTS.aborted],
  ['MediaError aborted', { code: 1, message: '' }, true, PLAYBACK_TEXTS.aborted],
  ['network', new DOMException('down', 'NetworkError'), true, PLAYBACK_TEXTS.network],
  ['MediaError network', { code: 2, message: '' }, true, PLAYBACK_TEXTS.network],
  ['offline', new DOMException('?', 'NotSupportedError'), false, PLAYBACK_TEXTS.network],
  ['not supported', new DOMException('?', 'NotSupportedError'), true, PLAYBACK_TEXTS.failed],
  ['MediaError decode', { code: 3, message: '' }, true, PLAYBACK_TEXTS.failed],
  ['nothing known', null, true, PLAYBACK_TEXTS.failed],
])('%s → its message', (_name, error, online, message) => {
  expect(playbackErrorMessage(error, online)).toBe(message);
});

test('the texts are the spec’s', () => {
  expect(PLAYBACK_TEXTS).toEqual({
    expired: 'Audio URL has expired or is invalid. Please refresh the page to get new audio URLs.',
    forbidden: 'Access to audio file denied (403 Forbidden). Please check permissions.',
    notFound: 'Audio file not found (404). It may have been deleted.',
    network: 'Network error. Please check your connection.',
    blocked: 'Audio playback was blocked. Please interact with the page first.',
    aborted: 'Audio playback was aborted.',
    failed: 'Failed to load audio. The URL may have expired - try refreshing the page.',
  });
});
