/** "Voice assignment screen" and §8 "Voice and audio", word for word. */
export const VOICE_TEXTS = {
  title: 'Voice Assignment',
  subtitle: 'Assign AI voices to each character in your scene',
  loading: 'Loading characters and voices...',
  loadFailedTitle: 'Something went wrong',
  fetchFailed: 'Error fetching data',
  placeholder: 'Choose a voice...',
  character: 'Character',
  assigned: 'Assigned',
  pending: 'Pending',
  required: 'Voice assignment required',
  preview: 'Preview Voice',
  stopPreview: 'Stop Preview',
  cancel: 'Cancel',
  generate: 'Generate Audio',
  processing: 'Processing...',
  allRequired: 'All characters must be assigned a voice',
  requestFailed: 'Error processing request',
  saving: 'Saving voice assignments...',
  saved: 'Voice assignments saved. Starting audio generation...',
  initializing: 'Initializing audio generation...',
  started: 'Audio generation started. This may take several minutes...',
  generationFailed: 'Audio generation failed. Please try again.',
  generationError: 'An error occurred during audio generation. Please try again.',
  /** Not worded by the spec: the success message before the 2 s redirect. */
  completed: 'Audio generation completed! Opening the player...',
  /** Beyond the spec: an actor-free script has nothing to cast. */
  noCharacters: 'This script has no characters yet. Add lines on the Script Scenes step first.',
} as const;

/** 'Generating audio files... {completed}/{total} completed'. */
export const generatingText = (completed: number, total: number) =>
  `Generating audio files... ${completed}/${total} completed`;
