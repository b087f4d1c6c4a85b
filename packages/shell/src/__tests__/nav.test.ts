import { activeNavKey, isCreditsGateExempt } from '../features/layout/nav';

describe('sidebar highlighting', () => {
  test.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard'],
    ['/dashboard/process-list', 'history'],
    ['/dashboard/subscription', 'subscription'],
    ['/dashboard/packages', 'packages'],
    ['/dashboard/profile-settings', 'profile-settings'],
    ['/dashboard/transaction', 'transaction'],
    ['/dashboard/process/upload', 'studio'],
    ['/dashboard/process/abc/scenes', 'studio'],
    ['/dashboard/process/abc/assign-voice', 'studio'],
    ['/dashboard/process/abc/scenes-preview', 'studio'],
    ['/dashboard/upload', 'studio'],
    ['/dashboard/process', 'studio'],
  ])('%s highlights %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });

  test('a path outside the dashboard highlights nothing', () => {
    expect(activeNavKey('/terms')).toBeNull();
  });
});

test('the credits gate never covers packages or profile settings', () => {
  expect(isCreditsGateExempt('/dashboard/packages')).toBe(true);
  expect(isCreditsGateExempt('/dashboard/profile-settings')).toBe(true);
  expect(isCreditsGateExempt('/dashboard/process/upload')).toBe(false);
  expect(isCreditsGateExempt('/dashboard')).toBe(false);
});
