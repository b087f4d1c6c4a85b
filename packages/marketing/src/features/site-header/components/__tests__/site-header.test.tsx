import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPage } from '@castmyscript/test-utils';

import { SiteHeader } from '../site-header';

const setScrollY = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
};

const header = () => screen.getByRole('banner');
const toggle = () => screen.getByRole('button', { name: /menu/i });

beforeEach(() => {
  setScrollY(0);
  document.body.style.overflow = '';
});

describe('header states', () => {
  test('is transparent at the top of /', () => {
    renderPage(<SiteHeader />, { path: '/', route: false });
    expect(header()).not.toHaveClass('mkt-header--solid');
  });

  test('stays transparent at exactly 10 px and turns solid past 10 px', () => {
    renderPage(<SiteHeader />, { path: '/', route: false });
    setScrollY(10);
    expect(header()).not.toHaveClass('mkt-header--solid');
    setScrollY(11);
    expect(header()).toHaveClass('mkt-header--solid');
    setScrollY(0);
    expect(header()).not.toHaveClass('mkt-header--solid');
  });

  test.each(['/terms', '/contact', '/get-started', '/coming-soon'])(
    'is solid at the top of %s',
    (path) => {
      renderPage(<SiteHeader />, { path, route: false });
      expect(header()).toHaveClass('mkt-header--solid');
    },
  );
});

describe('mobile menu', () => {
  test('opens from the toggle, locks page scroll and closes on a link', async () => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />, { path: '/', route: false });
    const menu = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('mkt-menu--open');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(menu).toHaveClass('mkt-menu--open');
    expect(document.body.style.overflow).toBe('hidden');
    // Open over the hero, the bar is solid so the panel reads as one surface.
    expect(header()).toHaveClass('mkt-header--solid');

    await user.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(menu).not.toHaveClass('mkt-menu--open');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByTestId('location')).toHaveTextContent('/#pricing');
  });

  test.each(['Home', 'Features', 'Pricing', 'Demo', 'FAQ', 'Sign In', 'Sign Up'])(
    'choosing %s closes the menu',
    async (name) => {
      const user = userEvent.setup();
      renderPage(<SiteHeader />, { path: '/contact', route: false });
      await user.click(toggle());
      expect(document.body.style.overflow).toBe('hidden');
      await user.click(screen.getByRole('link', { name }));
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(document.body.style.overflow).toBe('');
    },
  );

  test('Escape closes the menu and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />, { route: false });
    await user.click(toggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  test('the toggle closes an open menu again', async () => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />, { route: false });
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('header links', () => {
  test.each([
    ['Home', '/#hero'],
    ['Features', '/#features'],
    ['Pricing', '/#pricing'],
    ['Demo', '/#demo'],
    ['FAQ', '/#faq'],
    ['Sign In', '/sign-in'],
    ['Sign Up', '/sign-up'],
  ])('%s goes to %s', async (name, target) => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />, { path: '/terms', route: false });
    await user.click(screen.getByRole('link', { name }));
    expect(screen.getByTestId('location')).toHaveTextContent(target);
  });

  test('the brand reads Cast My Script.ai and leads home', async () => {
    const user = userEvent.setup();
    renderPage(<SiteHeader />, { path: '/terms', route: false });
    const brand = screen.getByRole('link', { name: 'Cast My Script.ai' });
    expect(brand.querySelectorAll('span')).toHaveLength(4);
    await user.click(brand);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
