import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPage } from '@castmyscript/test-utils';

import { LandingPage } from '../landing-page';

const scrolled: string[] = [];
beforeAll(() => {
  // jsdom lays nothing out; record which element each scroll was asked for.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});
beforeEach(() => {
  scrolled.length = 0;
});

const location = () => screen.getByTestId('location');
const main = () => screen.getByRole('main');

test('has every section and anchor in order, under the page marker', () => {
  const { container } = renderPage(<LandingPage />, { route: false });
  expect(container.querySelector('[data-remote="marketing"]')).toContainElement(main());
  const ids = ['hero', 'features', 'demo', 'pricing', 'faq'];
  for (const id of ids) expect(document.getElementById(id)).toBeInTheDocument();
  const order = [...main().querySelectorAll('section[id]')].map((s) => s.id);
  expect(order).toEqual(ids);
  const headings = within(main())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  expect(headings).toEqual([
    'From script to table read in three steps',
    'Everything a table read needs, minus the scheduling',
    'Hear a scene come to life',
    'Simple pricing, measured in pages',
    'Hear what reading alone misses',
    'Questions, answered',
    'Your next draft deserves a table read',
  ]);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test.each([
  ['Try It Free', 0],
  ['Try It Free', 1],
])('%s (#%i) goes to /sign-up', async (name, index) => {
  const user = userEvent.setup();
  renderPage(<LandingPage />, { route: false });
  await user.click(within(main()).getAllByRole('link', { name })[index]);
  expect(location()).toHaveTextContent(/^\/sign-up$/);
});

test('every plan has a Get Started link to /sign-up, and Compare All Plans goes there too', async () => {
  const user = userEvent.setup();
  renderPage(<LandingPage />, { route: false });
  const pricing = document.getElementById('pricing')!;
  const starts = within(pricing).getAllByRole('link', { name: /^Get Started/ });
  expect(starts).toHaveLength(4);
  for (const link of starts) expect(link).toHaveAttribute('href', '/sign-up');
  await user.click(starts[2]);
  expect(location()).toHaveTextContent(/^\/sign-up$/);
  expect(within(pricing).getByRole('link', { name: 'Compare All Plans' })).toHaveAttribute(
    'href',
    '/sign-up',
  );
});

test('Watch Demo scrolls to the demo section', async () => {
  const user = userEvent.setup();
  renderPage(<LandingPage />, { route: false });
  await user.click(screen.getByRole('link', { name: 'Watch Demo' }));
  expect(location()).toHaveTextContent('/#demo');
  expect(scrolled).toEqual(['demo']);
  expect(document.getElementById('demo')).toHaveFocus();
});

test.each([
  ['Home', 'hero'],
  ['Features', 'features'],
  ['Pricing', 'pricing'],
  ['Demo', 'demo'],
  ['FAQ', 'faq'],
])('the header link %s scrolls to #%s, again on a second click', async (name, id) => {
  const user = userEvent.setup();
  renderPage(<LandingPage />, { route: false });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name }));
  await user.click(within(nav).getByRole('link', { name }));
  expect(scrolled).toEqual([id, id]);
});

test('arriving at /#pricing from another page scrolls to pricing', () => {
  renderPage(<LandingPage />, { path: '/#pricing', route: false });
  expect(scrolled).toEqual(['pricing']);
});

test('footer links: Contact to /contact, Terms to /terms, the others to placeholders', async () => {
  const user = userEvent.setup();
  renderPage(<LandingPage />, { route: false });
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Terms & Privacy' })).toHaveAttribute(
    'href',
    '/terms',
  );
  for (const name of [
    'Screenwriting blog',
    'Help centre',
    'API documentation',
    'About us',
    'Careers',
  ]) {
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', '/coming-soon');
  }
  await user.click(within(footer).getByRole('link', { name: 'Contact' }));
  expect(location()).toHaveTextContent(/^\/contact$/);
});

test('the demo plays the generated table read and shows the scene with character names', async () => {
  // jsdom has no media playback: record what was asked of the element and report it as playing.
  const played: HTMLMediaElement[] = [];
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const user = userEvent.setup();
  renderPage(<LandingPage />, { route: false });
  const demo = document.getElementById('demo')!;
  expect(
    within(demo).getByText(/10 lines · \d+ s · generated by our offline voices/),
  ).toBeVisible();
  await user.click(within(demo).getByRole('button', { name: 'Play the demo' }));
  expect(played).toHaveLength(1);
  expect(played[0].src).toContain('file-stub');
  expect(within(demo).getByRole('button', { name: 'Pause the demo' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(demo).getByText('Playing line 1 of 10')).toBeVisible();
  act(() => {
    played[0].dispatchEvent(new Event('ended'));
  });
  expect(within(demo).getByRole('button', { name: 'Play the demo' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  play.mockRestore();
  const lines = within(within(demo).getByRole('list', { name: /scene 1/ })).getAllByRole(
    'listitem',
  );
  expect(lines.length).toBeGreaterThanOrEqual(6);
  const actors = new Set(lines.map((line) => line.firstElementChild!.textContent));
  expect([...actors].sort()).toEqual(['JUNE', 'NARRATOR', 'OSCAR']);
});

test('the skip link moves focus to the main content', async () => {
  const user = userEvent.setup();
  renderPage(<LandingPage />, { route: false });
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  await user.click(skip);
  expect(main()).toHaveFocus();
});

test('sets the title, description and Open Graph tags in <head>', () => {
  renderPage(<LandingPage />, { route: false });
  expect(document.title).toBe('CastMyScript — AI table reads for your screenplay');
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  expect(meta('meta[name="description"]')).toMatch(/AI voice/);
  expect(meta('meta[property="og:title"]')).toBe(document.title);
  expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
  expect(meta('meta[property="og:url"]')).toBe('http://localhost/');
});
