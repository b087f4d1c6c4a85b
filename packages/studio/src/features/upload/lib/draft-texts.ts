/** The Upload step when it sends the next draft of a script. */
export const DRAFT_TEXTS = {
  newDraftOf: (title: string) => `New draft of ${title}`,
  loading: 'Loading the script this draft follows…',
  notFound: 'The script this draft follows was not found. It may have been deleted.',
  loadFailed: 'Could not load the script this draft follows. Please try again.',
  /** What Continue Processing will charge for the draft: its changed pages, one credit each. */
  cost: (pages: number) =>
    pages === 0
      ? 'No changed pages — free'
      : `${pages} changed ${pages === 1 ? 'page' : 'pages'} — ${pages} ${pages === 1 ? 'credit' : 'credits'}`,
  /** A first draft pays every page that holds a line to be read. */
  firstCost: (pages: number) =>
    `${pages} ${pages === 1 ? 'page' : 'pages'} — ${pages} ${pages === 1 ? 'credit' : 'credits'}`,
  costLoading: 'Working out what this script costs…',
  costFailed: 'Could not work out what this script costs.',
} as const;
