import type { ThemeMode } from '@castmyscript/ui-kit';
import { useCallback, useState } from 'react';

import { applyTheme } from './prime-theme';
import { readThemeMode, saveThemeMode } from './theme-storage';

/** The current mode and a toggle that persists it and applies it at once. */
export const useThemeMode = () => {
  const [mode, setMode] = useState<ThemeMode>(readThemeMode);
  const toggle = useCallback(() => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    saveThemeMode(next);
    setMode(next);
    void applyTheme(next);
  }, [mode]);
  return { mode, toggle };
};
