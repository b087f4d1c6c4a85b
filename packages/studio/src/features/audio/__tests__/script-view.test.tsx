import { screen, waitFor, within } from '@testing-library/react';

import type { AudioScene } from '@castmyscript/api/contract';

import { line } from './audio-server';
import { lineCard, openAudioPage, player } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

/** The script view of Audio Production, with a fresh store and MSW answering. */
const page = audioPageFixture({ lines: () => READ(), freshStorage: true });

const READ = (): AudioScene[] => [
  { ...line(0, 'narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'), kind: 'scene_heading' },
  { ...line(1, 'narrator', 'Waves hammer the rocks.'), kind: 'action' },
  {
    ...line(2, 'MARA', 'Every night for thirty years.'),
    kind: 'dialogue',
    direction: '(quietly)',
    direction_after: 'turns away',
  },
  { ...line(3, 'narrator', 'CUT TO:'), kind: 'transition' },
];

/** Where each line sits on the page: out of view unless a test puts it in view. */
const inView = new Set<string>();
const scrolled: { id: string; options: unknown }[] = [];
let rects: jest.SpyInstance;

beforeEach(() => {
  inView.clear();
  scrolled.length = 0;
  // jsdom lays nothing out and cannot scroll: each line's place and each scroll are stood in for.
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolled.push({ id: this.id, options });
  };
  rects = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const top = this.id.startsWith('line-') && !inView.has(this.id) ? 2000 : 0;
    return {
      top,
      bottom: top + 80,
      height: 80,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top,
    } as DOMRect;
  });
});
afterEach(() => {
  rects.mockRestore();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const bar = () => screen.getByRole('region', { name: 'Player' });
const follow = () => screen.getByRole('checkbox', { name: 'Follow playback' });
const texts = (card: HTMLElement) => Array.from(card.querySelectorAll('p'), (p) => p.textContent);

test('the lines read as a screenplay: heading, action, the cue over the speech between its parentheticals, transition', async () => {
  await openAudioPage();
  expect(texts(lineCard(1))).toEqual(['EXT. CLIFFTOP LIGHTHOUSE - NIGHT']);
  expect(lineCard(1)).toHaveClass('is-scene_heading');
  expect(lineCard(2)).toHaveClass('is-action');
  const speech = lineCard(3);
  expect(speech).toHaveClass('is-dialogue');
  expect(within(speech).getByText('MARA')).toBeInTheDocument();
  // Both directions shown, in brackets, around the words; neither is spoken.
  expect(texts(speech)).toEqual(['(quietly)', 'Every night for thirty years.', '(turns away)']);
  expect(lineCard(4)).toHaveClass('is-transition');
  // Every line keeps its own controls.
  for (const n of [1, 2, 3, 4])
    expect(within(lineCard(n)).getByRole('button', { name: `Play line ${n}` })).toBeEnabled();
});

test('the playing line is highlighted and brought into view; with Follow playback off the page stays', async () => {
  const { user } = await openAudioPage();
  expect(follow()).toBeChecked();
  await user.click(within(bar()).getByRole('button', { name: 'Play All' }));
  expect(lineCard(1)).toHaveAttribute('aria-current', 'true');
  expect(scrolled).toEqual([{ id: 'line-s1', options: { block: 'center', behavior: 'smooth' } }]);

  await page.media.end(player());
  await waitFor(() => expect(lineCard(2)).toHaveAttribute('aria-current', 'true'));
  expect(scrolled.map((s) => s.id)).toEqual(['line-s1', 'line-s2']);

  await user.click(follow());
  await page.media.end(player());
  await waitFor(() => expect(lineCard(3)).toHaveAttribute('aria-current', 'true'));
  expect(lineCard(2)).not.toHaveAttribute('aria-current');
  expect(scrolled.map((s) => s.id)).toEqual(['line-s1', 'line-s2']);

  // Following again brings the line back at once.
  await user.click(follow());
  expect(scrolled.map((s) => s.id)).toEqual(['line-s1', 'line-s2', 'line-s3']);
});

test('a line already in view is not scrolled to; the choice not to follow is kept for the next visit', async () => {
  inView.add('line-s2');
  const first = await openAudioPage();
  await first.user.click(within(lineCard(2)).getByRole('button', { name: 'Play line 2' }));
  expect(lineCard(2)).toHaveAttribute('aria-current', 'true');
  expect(scrolled).toEqual([]);
  await first.user.click(follow());
  first.unmount();

  await openAudioPage();
  expect(follow()).not.toBeChecked();
});

test('Play All is the player bar’s alone: the strip above the lines has none', async () => {
  const { user } = await openAudioPage();
  expect(screen.getAllByRole('button', { name: 'Play All' })).toEqual([
    within(bar()).getByRole('button', { name: 'Play All' }),
  ]);
  await user.click(within(lineCard(3)).getByRole('button', { name: 'Play line 3' }));
  await user.click(within(bar()).getByRole('button', { name: 'Play All' }));
  expect(lineCard(1)).toHaveAttribute('aria-current', 'true');
});
