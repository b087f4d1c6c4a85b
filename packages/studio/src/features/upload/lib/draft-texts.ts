/** Issue "Drafts": the Upload step when it sends the next draft of a script. */
export const DRAFT_TEXTS = {
  newDraftOf: (title: string) => `New draft of ${title}`,
  loading: 'Loading the script this draft follows…',
  notFound: 'The script this draft follows was not found. It may have been deleted.',
  loadFailed: 'Could not load the script this draft follows. Please try again.',
} as const;
