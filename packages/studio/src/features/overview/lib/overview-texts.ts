/** "Dashboard Overview", word for word where the spec has the words. */
export const OVERVIEW_TEXTS = {
  title: 'Dashboard',
  lead: 'Pick up a script where you left it, or start a new table read.',
  recentTitle: 'Recent Activity',
  loading: 'Loading recent activity…',
  loadFailed: 'Failed to load recent activities. Please try again later.',
  retry: 'Retry',
  emptyTitle: 'No Activities Found',
  emptyLead: 'Upload a script and what you do with it shows up here.',
  emptyLink: 'Start Processing Documents',
  viewHistory: 'View History',
  uploadNew: 'Upload New',
} as const;

export const HISTORY_PATH = '/dashboard/process-list';
export const PROCESS_PATH = '/dashboard/process';
