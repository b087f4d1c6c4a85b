import type { ThemeMode } from '@castmyscript/ui-kit';

/** The dark-mode flag is kept locally as the text 'true' or 'false'. */
export const DARK_MODE_KEY = 'darkMode';

/** The stored choice, else the system preference, else light. */
export const readThemeMode = (): ThemeMode => {
  const stored = localStorage.getItem(DARK_MODE_KEY);
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

export const saveThemeMode = (mode: ThemeMode) =>
  localStorage.setItem(DARK_MODE_KEY, mode === 'dark' ? 'true' : 'false');
