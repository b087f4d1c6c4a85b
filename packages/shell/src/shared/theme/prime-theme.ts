import { applyThemeMode, type ThemeMode } from '@castmyscript/ui-kit';

/**
 * The PrimeReact theme of each mode (ui-kit's PRIME_THEMES), loaded as text on demand: both define
 * the same global variables, so exactly one may be on the page. Each is its own chunk, so a visitor
 * downloads only the theme in use, and holds only the rules the app's elements can match
 * (tools/webpack/prime-theme). The paths are literal because the bundler must see them.
 */
const THEME_TEXT: Record<ThemeMode, () => Promise<{ default: string }>> = {
  light: () =>
    import('!!css-loader?{"exportType":"string","sourceMap":false,"url":false}!prime-theme-loader!primereact/resources/themes/lara-light-indigo/theme.css'),
  dark: () =>
    import('!!css-loader?{"exportType":"string","sourceMap":false,"url":false}!prime-theme-loader!primereact/resources/themes/lara-dark-indigo/theme.css'),
};

export const PRIME_THEME_ID = 'prime-theme';
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The theme goes first in <head> so the ui-kit tokens and the shell's CSS, loaded after, win ties. */
const themeElement = () => {
  let style = document.getElementById(PRIME_THEME_ID) as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = PRIME_THEME_ID;
    document.head.prepend(style);
  }
  return style;
};

/** Applies a mode: the PrimeReact theme and `data-theme` on <html> for the ui-kit tokens. */
export const applyTheme = async (mode: ThemeMode) => {
  const style = themeElement();
  if (style.dataset.mode !== mode) {
    const css = (await THEME_TEXT[mode]()).default;
    // The theme's own @font-face names the full Inter files (~700 KB with italics); the shell
    // declares the same family from Latin subsets (shell.css), so the theme's are dropped.
    style.textContent = typeof css === 'string' ? css.replace(FONT_FACE, '') : '';
    style.dataset.mode = mode;
  }
  applyThemeMode(mode);
};
