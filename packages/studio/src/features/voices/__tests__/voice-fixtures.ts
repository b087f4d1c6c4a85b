import type { AudioStatusData, Voice } from '@castmyscript/api/contract';

const voice = (
  voice_id: string,
  name: string,
  gender: string,
  age: string,
  accent: string,
  preview_url: string | null = `http://localhost/previews/${voice_id}.mp3`,
): Voice => ({ voice_id, name, gender, age, accent, preview_url, provider: 'offline' });

/** A small catalogue covering every picture and flag. */
export const VOICES: Voice[] = [
  voice('v-ava', 'Ava', 'female', 'young', 'American'),
  voice('v-brian', 'Brian', 'male', 'middle-aged', 'British'),
  voice('v-cora', 'Cora', 'Female', 'Old', 'Swedish', null),
  voice('v-duncan', 'Duncan', 'male', 'elderly', 'Scottish'),
  voice('v-ella', 'Ella', 'female', 'Middle aged', 'Australian'),
];

export const ACTORS = ['narrator', 'MARA', 'TOBIAS'];

/** The narrator saved with Brian, MARA only suggested (Ava), TOBIAS with nothing. */
export const ASSIGNMENTS = {
  assignments: { narrator: 'v-brian', MARA: '', TOBIAS: '' },
  suggested: { narrator: 'v-duncan', MARA: 'v-ava' },
};

export const status = (
  overall_status: AudioStatusData['overall_status'],
  completed = 0,
  total = 6,
  error = 0,
  processing = overall_status === 'processing' ? 1 : 0,
): AudioStatusData => ({
  overall_status,
  counts: {
    total,
    completed,
    error,
    processing,
    pending: Math.max(0, total - completed - error - processing),
  },
  reused: 0,
  reused_from: { draft: 0, run: 0 },
});
