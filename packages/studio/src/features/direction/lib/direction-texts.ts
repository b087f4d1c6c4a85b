import { NARRATOR_POLICIES, NARRATOR_POLICY_LABELS, READ_LIMITS } from '@castmyscript/api/contract';

export const NARRATOR_OPTIONS = NARRATOR_POLICIES.map((value) => ({
  value,
  label: NARRATOR_POLICY_LABELS[value],
}));

export const DIRECTION_TEXTS = {
  readTitle: 'How the script is read',
  narrator: 'The narrator reads',
  beat: 'Beat between lines (ms)',
  beatHelp: `A scene heading gets one beat more. ${READ_LIMITS.pauseMinMs}–${READ_LIMITS.pauseMaxMs} ms.`,
  saved: 'Saved. Lines it changes are made again when you generate.',
  saveFailed: 'Could not save the read settings. Please try again.',
  loadFailed: 'Could not load the read settings.',
  pronunciations: 'Pronunciations',
  pronunciationsLead: 'Tell the voices how to say names and words they get wrong.',
  emptyList: 'No pronunciations yet. Add one below or pick a suggestion.',
  suggestions: 'Suggestions',
  runtimeTitle: 'Runtime',
  runtimeLoading: 'Estimating the runtime…',
  runtimeFailed: 'Could not work out the runtime.',
  runtimeEmpty: 'This script has no lines yet.',
  makingLoading: 'Working out how long making the audio takes…',
  makingFailed: 'Could not work out how long making the audio takes.',
  makingNothing: 'How long making the audio takes shows here once Generate has saved the voices.',
  makingDone: 'Every line is made.',
  making: (clock: string) =>
    `Making the audio takes about ${clock} of synthesis on one voice thread (natural voices are timed from their first lines).`,
} as const;
