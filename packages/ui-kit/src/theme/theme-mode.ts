export type ThemeMode = 'light' | 'dark';

/**
 * PrimeReact theme matching each brand mode. PrimeReact 10 themes are plain CSS files and both
 * define the same global variables, so an app loads exactly one at a time:
 *
 * ```ts
 * import 'primereact/resources/themes/lara-light-indigo/theme.css'; // or lara-dark-indigo
 * import 'primeicons/primeicons.css';
 * import '@castmyscript/ui-kit/theme.css'; // last, so brand tokens win
 * ```
 *
 * To switch at run time, point a `<link>` at the other theme file (see `.storybook/preview.ts`)
 * and call `applyThemeMode`.
 */
export const PRIME_THEMES: Record<ThemeMode, string> = {
  light: 'primereact/resources/themes/lara-light-indigo/theme.css',
  dark: 'primereact/resources/themes/lara-dark-indigo/theme.css',
};

/** Sets `data-theme` on <html>, which switches the ui-kit tokens in theme.css. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement) {
  root.dataset.theme = mode;
}
