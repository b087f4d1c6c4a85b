import { readThemeMode } from '../shared/theme/theme-storage';

/**
 * The router's `lazy` for the app frame: its chunk and the PrimeReact theme of the current mode
 * load side by side, and the frame renders once both are there (no unstyled flash). Until then
 * the previous page stays on screen. A failure reaches the root route's error element.
 */
export const loadAppFrame = async () => {
  const [{ AppFrame }] = await Promise.all([
    import('./app-frame'),
    import('../shared/theme/prime-theme').then(({ applyTheme }) => applyTheme(readThemeMode())),
  ]);
  return { Component: AppFrame };
};
