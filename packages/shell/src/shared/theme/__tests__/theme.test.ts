import { applyTheme, PRIME_THEME_ID } from '../prime-theme';
import { DARK_MODE_KEY, readThemeMode, saveThemeMode } from '../theme-storage';

afterEach(() => {
  localStorage.clear();
  document.getElementById(PRIME_THEME_ID)?.remove();
});

test("the dark-mode flag is stored as the text 'true' or 'false'", () => {
  saveThemeMode('dark');
  expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
  expect(readThemeMode()).toBe('dark');
  saveThemeMode('light');
  expect(localStorage.getItem(DARK_MODE_KEY)).toBe('false');
  expect(readThemeMode()).toBe('light');
});

test('without a stored choice the system preference decides', () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('dark'),
  })) as typeof window.matchMedia;
  try {
    expect(readThemeMode()).toBe('dark');
  } finally {
    window.matchMedia = matchMedia;
  }
});

test('applying a mode sets data-theme and one PrimeReact theme element first in <head>', async () => {
  document.head.append(document.createElement('link'));
  await applyTheme('dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  const style = document.getElementById(PRIME_THEME_ID)!;
  expect(style.dataset.mode).toBe('dark');
  expect(document.head.firstElementChild).toBe(style);
  await applyTheme('light');
  expect(document.querySelectorAll(`#${PRIME_THEME_ID}`)).toHaveLength(1);
  expect(style.dataset.mode).toBe('light');
  expect(document.documentElement.dataset.theme).toBe('light');
});
