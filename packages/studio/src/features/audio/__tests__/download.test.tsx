import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, setupMswServer, success } from '@castmyscript/test-utils';

import { createAudioServer } from './audio-server';
import { openAudioPage } from './render-audio-page';

const server = setupMswServer();
let fake: ReturnType<typeof createAudioServer>;
let saved: { name: string; blob: Blob }[];
let objectUrls: Map<string, Blob>;

beforeEach(() => {
  fake = createAudioServer();
  server.use(...fake.handlers);
  saved = [];
  objectUrls = new Map();
  // jsdom has no object URLs or downloads: record what would be saved instead.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${objectUrls.size}`;
    objectUrls.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: objectUrls.get(this.href)! });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const downloadButton = () => screen.getByRole('button', { name: 'Download All Audio' });

test('a paid plan: the combined file is fetched and saved as {documentId}_combined.mp3', async () => {
  const { user } = await openAudioPage();
  await user.click(downloadButton());
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe('doc-1_combined.mp3');
  expect(new Uint8Array(await saved[0].blob.arrayBuffer())).toEqual(
    new Uint8Array([0xff, 0xfb, 0x90, 0x00]),
  );
  expect(fake.calls.downloads).toBe(1);
  expect(fake.calls.formats).toEqual(['mp3']);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('Download WAV and Download stems beside it: each asks for its own file and saves it by name', async () => {
  const { user } = await openAudioPage();
  await user.click(screen.getByRole('button', { name: 'Download WAV' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe('doc-1_combined.wav');
  expect(await saved[0].blob.text()).toBe('RIFF');
  expect(fake.calls.formats).toEqual(['wav']);

  await user.click(screen.getByRole('button', { name: 'Download stems' }));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(saved[1].name).toBe('doc-1_stems.zip');
  expect(fake.calls.stems).toBe(1);
  expect(fake.calls.downloads).toBe(1);
});

test('the Free plan: stems answer 403 as the MP3 does, with the way to the plans', async () => {
  fake.downloadAnswers(403, 'Downloads need a paid plan. Free is for listening online.');
  const { user } = await openAudioPage();
  await user.click(screen.getByRole('button', { name: 'Download stems' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Downloads need a paid plan. Free is for listening online.',
  );
  expect(screen.getByRole('link', { name: 'See the plans' })).toBeVisible();
  expect(saved).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Download stems' })).toBeEnabled();
});

test('the button is busy on its own while the file is prepared', async () => {
  let release: () => void = () => undefined;
  server.use(
    http.post(`${BASE}/scenes/document/doc-1/download-audio`, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(success({ download_url: 'http://localhost/files/combined.mp3' }));
    }),
  );
  const { user } = await openAudioPage();
  await user.click(downloadButton());
  await waitFor(() => expect(downloadButton()).toBeDisabled());
  // The other downloads wait for this one; playing and refreshing do not.
  expect(screen.getByRole('button', { name: 'Download WAV' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Refresh Audio URLs' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Play line 1' })).toBeEnabled();
  release();
  await waitFor(() => expect(downloadButton()).toBeEnabled());
  expect(saved).toHaveLength(1);
});

test('the Free plan: 403 shows the server’s message and the way to the plans', async () => {
  fake.downloadAnswers(403, 'Downloads need a paid plan. Free is for listening online.');
  const { user } = await openAudioPage();
  await user.click(downloadButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Downloads need a paid plan. Free is for listening online.');
  expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/dashboard/packages',
  );
  expect(saved).toHaveLength(0);
  expect(downloadButton()).toBeEnabled();
});

test('a 403 without a message falls back to the contract’s wording', async () => {
  fake.downloadAnswers(403);
  const { user } = await openAudioPage();
  await user.click(downloadButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Downloading the combined MP3 needs a paid plan. The Free plan is for online listening only.',
  );
});

test('other failures are logged and briefly explained, without the plans link', async () => {
  fake.downloadAnswers(500);
  const { user } = await openAudioPage();
  await user.click(downloadButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The download failed. Please try again.',
  );
  expect(screen.queryByRole('link', { name: 'See the plans' })).toBeNull();
  expect(console.error).toHaveBeenCalled();
});
