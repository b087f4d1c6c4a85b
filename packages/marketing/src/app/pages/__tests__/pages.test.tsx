import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';

import { renderPage } from '@castmyscript/test-utils';

import ComingSoon from '../../../expose/ComingSoon';
import Contact from '../../../expose/Contact';
import GetStarted from '../../../expose/GetStarted';
import Landing from '../../../expose/Landing';
import Terms from '../../../expose/Terms';

const PAGES: Array<[string, ComponentType, string, RegExp]> = [
  ['/', Landing, 'CastMyScript — AI table reads for your screenplay', /Hear your screenplay/],
  ['/get-started', GetStarted, 'Script Voice Generator — CastMyScript', /^Script Voice Generator$/],
  ['/terms', Terms, 'Terms and privacy — CastMyScript', /^Terms and privacy$/],
  ['/contact', Contact, 'Contact us — CastMyScript', /hear from you/],
  ['/coming-soon', ComingSoon, 'Coming soon — CastMyScript', /still in rehearsal/],
];

describe.each(PAGES)('%s', (path, Page, title, h1) => {
  test('is marked as this remote’s, with landmarks, one h1 and its own head tags', () => {
    const { container, unmount } = renderPage(<Page />, { path, route: false });
    expect(container.querySelector('[data-remote="marketing"]')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0].textContent).toMatch(h1);
    expect(document.title).toBe(title);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost${path}`,
    );
    unmount();
    // Leaving the page takes its head tags with it.
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});

test('/get-started shows the four steps in order', () => {
  renderPage(<GetStarted />, { path: '/get-started', route: false });
  const steps = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
  expect(steps.map((s) => s.textContent)).toEqual([
    'Step 1 Upload',
    'Step 2 Parse',
    'Step 3 Voices',
    'Step 4 Listen',
  ]);
  expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
});

test('/contact shows the static support details beside the form', () => {
  renderPage(<Contact />, { path: '/contact', route: false });
  const details = screen.getByRole('complementary', { name: 'Talk to a human' });
  expect(within(details).getByRole('link', { name: 'support@castmyscript.ai' })).toHaveAttribute(
    'href',
    'mailto:support@castmyscript.ai',
  );
  expect(within(details).getByRole('link', { name: /\+1 \(555\)/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/^tel:\+1\d{10}$/),
  );
  expect(details).toHaveTextContent('@castmyscript');
  expect(details).toHaveTextContent('Monday to Friday, 9:00 AM to 6:00 PM');
  expect(details).toHaveTextContent('We reply within 24 hours.');
  expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
});

test('/terms says what is stored, for how long, and what is never done', () => {
  renderPage(<Terms />, { path: '/terms', route: false });
  const main = screen.getByRole('main');
  for (const text of [
    'Account details',
    'Uploaded scripts',
    'Generated audio',
    'Payment records',
    'Scripts and audio: until you delete them or close your account.',
    'Technical logs: 30 days.',
    'never used to train AI models',
    'local storage',
    'privacy@castmyscript.ai',
  ]) {
    expect(main).toHaveTextContent(text);
  }
});

test('/coming-soon has the email box and Notify Me', () => {
  renderPage(<ComingSoon />, { path: '/coming-soon', route: false });
  expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
});
