import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, setupMswServer } from '@castmyscript/test-utils';

import Listen from '../../../expose/Listen';
import { mockMedia } from '../../voices/__tests__/media-mock';
import { createSharedServer, FILES, READ } from './listen-fixtures';

const server = setupMswServer();
let fake: ReturnType<typeof createSharedServer>;
let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  fake = createSharedServer();
  server.use(...fake.handlers);
  media = mockMedia();
});
afterEach(() => media.restore());

const open = () => renderPage(<Listen />, { path: '/listen/tok-1', route: '/listen/:token' });
const lineItem = (n: number) => screen.getByRole('listitem', { name: `Line ${n}` });
const player = () => document.querySelector('audio')!;

test('loading, then the title, the scenes with their runtimes, the lines and the total runtime', async () => {
  open();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the table read…');
  expect(await screen.findByRole('heading', { level: 1, name: 'The Lighthouse' })).toBeVisible();
  const nav = screen.getByRole('navigation', { name: 'Scenes' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'Play from INT. LIGHTHOUSE - NIGHT0:04',
    'Play from EXT. CLIFF - DAWN0:03',
    'Play from INT. KITCHEN - DAY0:05',
  ]);
  expect(screen.getByText(/^Runtime/)).toHaveTextContent('Runtime 0:12');
  expect(within(lineItem(2)).getByText('MARA')).toBeVisible();
  expect(within(lineItem(2)).getByText('Every night for thirty years.')).toBeVisible();
  expect(within(lineItem(1)).getByText('Narrator')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Download MP3' })).toBeNull();
});

test('before every line is made, the runtimes are the estimates and say so', async () => {
  const read = READ();
  read.runtime.measured_s = null;
  read.runtime.scenes = read.runtime.scenes.map((s) => ({ ...s, measured_s: null }));
  fake.setRead(read);
  open();
  const nav = await screen.findByRole('navigation', { name: 'Scenes' });
  expect(within(nav).getAllByRole('button')[0]).toHaveTextContent('~0:05');
  expect(screen.getByText(/^Runtime/)).toHaveTextContent('Runtime 0:15 (estimated)');
});

test('the download shows only when the link allows it, and asks for the signed file', async () => {
  fake.setRead(READ({ allow_download: true }));
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Download MP3' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(`${FILES}/all.mp3?sig=2`);
  expect(fake.downloads()).toBe(1);
  click.mockRestore();
});

test('an expired or revoked link (404) says the link is no longer valid', async () => {
  fake.setStatus(404);
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Link no longer valid' }),
  ).toBeVisible();
  expect(
    screen.getByText(
      'This link is no longer valid. It has expired or the writer has revoked it: ask them for a new link.',
    ),
  ).toBeVisible();
});

test('a failed load says so, and Try Again reads it again', async () => {
  fake.setStatus(500);
  const { user } = open();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The table read could not be loaded. Please try again.',
  );
  fake.setRead(READ());
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'The Lighthouse' })).toBeVisible();
});

test('a read without lines says there is nothing to listen to yet', async () => {
  fake.setRead(READ({ lines: [] }));
  open();
  expect(await screen.findByText('This script has no lines to listen to yet.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Play All' })).toBeNull();
});

test('a scene in the navigator plays from its heading, marks the line and goes on in sequence', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: /Play from INT\. KITCHEN/ }));
  expect(media.plays).toEqual([{ element: player(), src: `${FILES}/s5.mp3?sig=1` }]);
  expect(lineItem(5)).toHaveAttribute('aria-current', 'true');
  expect(within(lineItem(5)).getByText('Playing')).toBeVisible();
  expect(screen.getByRole('button', { name: /Play from INT\. KITCHEN/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await media.end(player());
  await waitFor(() => expect(media.plays).toHaveLength(2));
  expect(media.plays[1].src).toBe(`${FILES}/s6.mp3?sig=1`);
  expect(lineItem(5)).not.toHaveAttribute('aria-current');
});

test('Play All starts at line 1, and the speed sets the rate of what plays', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Play All' }));
  expect(media.plays[0].src).toBe(`${FILES}/s1.mp3?sig=1`);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
  expect(player().playbackRate).toBe(1.5);
  expect(player().defaultPlaybackRate).toBe(1.5);
});
