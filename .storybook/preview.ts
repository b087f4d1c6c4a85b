import type { Preview } from '@storybook/react-vite';
import 'primeicons/primeicons.css';
import darkPrimeTheme from 'primereact/resources/themes/lara-dark-indigo/theme.css?inline';
import lightPrimeTheme from 'primereact/resources/themes/lara-light-indigo/theme.css?inline';

import '../packages/ui-kit/src/theme/theme.css';
import { applyThemeMode, type ThemeMode } from '../packages/ui-kit/src/theme/theme-mode';

const primeThemes: Record<ThemeMode, string> = { light: lightPrimeTheme, dark: darkPrimeTheme };

// Both PrimeReact themes define the same global variables, so only one may be active. It goes
// first in <head> so the ui-kit tokens, loaded after it, win any tie.
function applyPrimeTheme(mode: ThemeMode) {
  let style = document.getElementById('prime-theme') as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = 'prime-theme';
    document.head.prepend(style);
  }
  if (style.dataset.mode !== mode) {
    style.textContent = primeThemes[mode];
    style.dataset.mode = mode;
  }
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light';
      applyPrimeTheme(mode);
      applyThemeMode(mode);
      return Story();
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
