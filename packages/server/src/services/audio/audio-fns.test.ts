import type { AudioLineRow, LineRow } from '../../db/schema';
import { audioStatus, audioStatusOfRows, lineStatus, planLines, voiceFor } from './audio-fns';

const stored = (id: string, actor: string, dialog = `${id} says hello.`): LineRow => ({
  id,
  documentId: 'doc',
  lineIndex: Number(id.slice(1)),
  actor,
  dialog,
  kind: actor === 'narrator' ? 'action' : 'dialogue',
  direction: null,
  directionAfter: null,
  change: null,
  take: null,
  previousId: null,
  fileLine: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

const row = (lineId: string, lineKey: string, status: AudioLineRow['status']): AudioLineRow => ({
  lineId,
  documentId: 'doc',
  lineKey,
  status,
  storageKey: status === 'completed' ? `audio/doc/${lineKey}` : null,
  durationMs: null,
  error: null,
  request: null,
  reusedFrom: null,
  updatedAt: new Date(0),
});

const keyOf = (r: { voiceId: string; text: string; speed?: number }) =>
  `${r.voiceId}|${r.text}|${r.speed ?? 1}`;

describe('planLines / voiceFor', () => {
  const cast = new Map([
    ['narrator', 'v-narrator'],
    ['MARA', 'v-mara'],
  ]);

  it('asks each line of its actor, with its neighbours, keyed by voice, words and speed', () => {
    const planned = planLines([stored('s0', 'narrator'), stored('s1', 'MARA')], cast, keyOf, {
      speed: 2,
    });
    expect(planned[0].request).toMatchObject({ voiceId: 'v-narrator', role: 'narrator', speed: 2 });
    expect(planned[0].request!.next).toEqual({ text: 's1 says hello.', role: 'character' });
    expect(planned[1].request!.previous).toEqual({ text: 's0 says hello.', role: 'narrator' });
    expect(planned[1].key).toBe('v-mara|s1 says hello.|2');
  });

  it('gives a line without an actor to the narrator; an uncast actor gets no request', () => {
    expect(voiceFor('  ', cast)).toBe('v-narrator');
    expect(voiceFor('TOBIAS', cast)).toBeUndefined();
    const [uncast] = planLines([stored('s0', 'TOBIAS')], cast, keyOf);
    expect(uncast.key).toBe('');
    expect(uncast.request).toBeUndefined();
  });
});

describe('audioStatus', () => {
  const lines = (...pairs: [AudioLineRow | undefined, string][]) =>
    pairs.map(([r, key]) => ({ row: r, key }));

  it('not_started for no lines or nothing generated', () => {
    expect(audioStatus([]).overall_status).toBe('not_started');
    expect(audioStatus(lines([undefined, 'a'], [undefined, 'b']))).toEqual({
      overall_status: 'not_started',
      counts: { total: 2, pending: 2, processing: 0, completed: 0, error: 0 },
      reused: 0,
      reused_from: { draft: 0, run: 0 },
    });
  });

  it('processing while a line asked for is unfinished', () => {
    const status = audioStatus(
      lines(
        [row('s0', 'a', 'completed'), 'a'],
        [row('s1', 'b', 'processing'), 'b'],
        [row('s2', 'c', 'pending'), 'c'],
      ),
    );
    expect(status).toEqual({
      overall_status: 'processing',
      counts: { total: 3, pending: 1, processing: 1, completed: 1, error: 0 },
      reused: 0,
      reused_from: { draft: 0, run: 0 },
    });
  });

  it('completed only when every line was made for what it says now', () => {
    expect(audioStatus(lines([row('s0', 'a', 'completed'), 'a'])).overall_status).toBe('completed');
    // Edited since: the old audio does not count, and nothing runs.
    const edited = audioStatus(
      lines([row('s0', 'a', 'completed'), 'a'], [row('s1', 'b', 'completed'), 'b2']),
    );
    expect(edited).toEqual({
      overall_status: 'not_started',
      counts: { total: 2, pending: 1, processing: 0, completed: 1, error: 0 },
      reused: 0,
      reused_from: { draft: 0, run: 0 },
    });
    expect(lineStatus(row('s1', 'b', 'completed'), 'b2')).toBe('pending');
  });

  it('error when generation ended with a failed line', () => {
    const status = audioStatus(
      lines([row('s0', 'a', 'completed'), 'a'], [row('s1', 'b', 'error'), 'b']),
    );
    expect(status.overall_status).toBe('error');
    expect(status.counts.error).toBe(1);
  });
});

describe('audioStatusOfRows', () => {
  const STATUSES = ['pending', 'processing', 'completed', 'error'] as const;

  it('says what audioStatus says of the same lines when every row is current', () => {
    // Every mix of up to three lines in any status, each row made for what its line says.
    const mixes: AudioLineRow['status'][][] = [[]];
    let level = mixes;
    for (let n = 0; n < 3; n++) {
      level = level.flatMap((mix) => STATUSES.map((st) => [...mix, st]));
      mixes.push(...level);
    }
    for (const mix of mixes) {
      const keyed = mix.map((st, i) => ({ row: row(`s${i}`, `k${i}`, st), key: `k${i}` }));
      const counts = {
        pending: 0,
        processing: 0,
        completed: 0,
        error: 0,
        fromDraft: 0,
        fromRun: 0,
      };
      for (const st of mix) counts[st] += 1;
      expect({ mix, status: audioStatusOfRows(counts) }).toEqual({
        mix,
        status: audioStatus(keyed),
      });
    }
    expect(mixes.length).toBe(1 + 4 + 16 + 64);
  });
});
