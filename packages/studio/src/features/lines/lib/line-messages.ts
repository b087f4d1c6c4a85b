/** "Scenes" and §2 "Scene editing screen", word for word. */
export const LINE_TEXTS = {
  loading: 'Loading scenes, please wait a moment...',
  empty: 'No scenes yet. Click "Add New Scene" to get started.',
  fetchFailed: 'Error fetching scenes.',
  saveFailed: 'Error saving changes.',
  addFailed: 'Failed to add scene. Please try again.',
  updateFailed: 'Failed to update scene. Please try again.',
  saved: 'Changes saved successfully!',
  added: 'Scene added successfully!',
  updated: 'Scene updated successfully!',
  deleted: 'Scene deleted successfully!',
  noActor: 'No actor assigned',
  noDialog: 'No dialog',
} as const;
