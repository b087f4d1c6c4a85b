import { applyThemeMode } from '../theme-mode';

describe('applyThemeMode', () => {
  it('sets data-theme on <html>', () => {
    applyThemeMode('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    applyThemeMode('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
