import type { ThemeMode } from '@castmyscript/ui-kit';

/**
 * `data-theme` on <html>, which switches the ui-kit tokens: what ui-kit's `applyThemeMode` does,
 * set by the shell before any page renders, including the pages that never load ui-kit's code.
 */
export const markThemeMode = (mode: ThemeMode) => {
  document.documentElement.dataset.theme = mode;
};
