import { SMOOTH_SCROLL_START_MS, scrollToId } from '../scroll-to-id';

/**
 * A smooth scroll the browser drops leaves the page where it was; the section is then jumped to,
 * so a click on a section link never does nothing. jsdom lays nothing out: where the section sits
 * is set per test, and each scroll asked for is recorded.
 */
const calls: ScrollIntoViewOptions[] = [];
let sectionTop = 0;

beforeEach(() => {
  jest.useFakeTimers();
  calls.length = 0;
  document.body.innerHTML = '<section id="demo" style="scroll-margin-top: 64px"></section>';
  const section = document.getElementById('demo')!;
  section.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
    calls.push(options as ScrollIntoViewOptions);
  };
  section.getBoundingClientRect = () => ({ top: sectionTop }) as DOMRect;
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 5000,
  });
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it('jumps to the section when the smooth scroll never moved the page', () => {
  sectionTop = 2400;
  expect(scrollToId('demo')).toBe(true);
  expect(calls).toEqual([{ behavior: 'smooth', block: 'start' }]);
  jest.advanceTimersByTime(SMOOTH_SCROLL_START_MS);
  expect(calls).toEqual([
    { behavior: 'smooth', block: 'start' },
    { behavior: 'auto', block: 'start' },
  ]);
  expect(document.getElementById('demo')).toHaveFocus();
});

it('leaves a smooth scroll that has started alone, so the visitor sees it glide', () => {
  sectionTop = 2400;
  scrollToId('demo');
  window.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(SMOOTH_SCROLL_START_MS);
  expect(calls).toHaveLength(1);
});

it('does not jump when the section already sits under the header', () => {
  sectionTop = 64;
  scrollToId('demo');
  jest.advanceTimersByTime(SMOOTH_SCROLL_START_MS);
  expect(calls).toHaveLength(1);
});

it('jumps at once without a second scroll when less motion is asked for', () => {
  sectionTop = 2400;
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as never;
  try {
    scrollToId('demo');
    jest.advanceTimersByTime(SMOOTH_SCROLL_START_MS);
    expect(calls).toEqual([{ behavior: 'auto', block: 'start' }]);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

it('says so when there is no such section', () => {
  expect(scrollToId('nowhere')).toBe(false);
});
