export type NavEntry = { key: string; label: string; to: string; icon: string };

/** The sidebar's entries, in order. */
export const NAV_ENTRIES: NavEntry[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: 'pi pi-home' },
  { key: 'history', label: 'History', to: '/dashboard/process-list', icon: 'pi pi-history' },
  { key: 'studio', label: 'Studio', to: '/dashboard/process/upload', icon: 'pi pi-microphone' },
  {
    key: 'subscription',
    label: 'Subscription',
    to: '/dashboard/subscription',
    icon: 'pi pi-id-card',
  },
  { key: 'packages', label: 'Packages', to: '/dashboard/packages', icon: 'pi pi-box' },
];

const STUDIO_MARKERS = ['scenes-preview', 'assign-voice', 'scenes', 'upload', 'process'];

/**
 * Which entry is highlighted for a path: any path containing a workflow segment is
 * Studio — checked before History, whose path `process-list` also contains `process`. Profile
 * settings and Transaction are recognised but have no entry of their own.
 */
export const activeNavKey = (pathname: string): string | null => {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return 'dashboard';
  if (path.startsWith('/dashboard/process-list')) return 'history';
  if (path.startsWith('/dashboard/subscription')) return 'subscription';
  if (path.startsWith('/dashboard/packages')) return 'packages';
  if (path.startsWith('/dashboard/profile-settings')) return 'profile-settings';
  if (path.startsWith('/dashboard/transaction')) return 'transaction';
  if (STUDIO_MARKERS.some((marker) => path.includes(marker))) return 'studio';
  return null;
};

/** Outside these pages the Credits Required gate may block the screen. */
export const isCreditsGateExempt = (pathname: string) =>
  pathname.startsWith('/dashboard/packages') || pathname.startsWith('/dashboard/profile-settings');
