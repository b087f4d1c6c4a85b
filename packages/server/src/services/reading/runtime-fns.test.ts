import { LINE_PAUSE_MS } from '../../lib/audio/audio-format';
import {
  estimateMs,
  extraPauseMs,
  runtimeOf,
  SPOKEN_CHARS_PER_S,
  type TimedLine,
} from './runtime-fns';

let index = 0;
const timed = (
  kind: string,
  dialog: string,
  options: { actor?: string; heard?: boolean; durationMs?: number | null } = {},
): TimedLine => ({
  stored: {
    lineIndex: index++,
    actor: options.actor ?? (kind === 'dialogue' ? 'MARA' : 'narrator'),
    dialog,
    kind: kind as TimedLine['stored']['kind'],
    direction: null,
  },
  heard: options.heard ?? true,
  said: dialog,
  durationMs: options.durationMs === undefined ? 1000 : options.durationMs,
});

beforeEach(() => {
  index = 0;
});

describe('pauses between lines', () => {
  it('adds nothing at the default beat, which each line already ends with', () => {
    expect(extraPauseMs({ kind: 'dialogue' }, 350)).toBe(0);
  });

  it('follows the writer’s beat, longer before a scene heading, and nothing after the last line', () => {
    expect(extraPauseMs({ kind: 'dialogue' }, 600)).toBe(250);
    expect(extraPauseMs({ kind: 'scene_heading' }, 600)).toBe(850);
    expect(extraPauseMs({ kind: 'dialogue' }, 100)).toBe(-250);
    expect(extraPauseMs(undefined, 600)).toBe(0);
  });
});

describe('the runtime report', () => {
  it('groups lines by scene heading, with what came before the first heading as its own scene', () => {
    const report = runtimeOf(
      [
        timed('action', 'Rain.'),
        timed('scene_heading', 'INT. LIGHTHOUSE - NIGHT'),
        timed('dialogue', 'Hello.'),
        timed('scene_heading', 'EXT. SHORE - DAY'),
        timed('action', 'Waves.'),
      ],
      350,
    );
    expect(report.scenes.map((s) => [s.heading, s.first_index, s.last_index])).toEqual([
      ['', 0, 0],
      ['INT. LIGHTHOUSE - NIGHT', 1, 2],
      ['EXT. SHORE - DAY', 3, 4],
    ]);
  });

  it('measures the made audio plus the pauses, and the estimate from the words', () => {
    const words = 'x'.repeat(29);
    const report = runtimeOf(
      [
        timed('scene_heading', 'INT. A'),
        timed('dialogue', words, { durationMs: 2000 }),
        timed('scene_heading', 'INT. B'),
      ],
      600,
    );
    // 1000 + 2000 ms of audio, a 250 ms beat after the heading, 850 before the next heading.
    expect(report.scenes[0].measured_s).toBe(4.1);
    expect(report.scenes[0].estimated_s).toBe(
      Math.round((estimateMs('INT. A') + estimateMs(words) + 250 + 850) / 100) / 10,
    );
    expect(estimateMs(words)).toBe(LINE_PAUSE_MS + (29 / SPOKEN_CHARS_PER_S) * 1000);
    expect(report.measured_s).toBe(5.1);
  });

  it('has no measured time while a heard line is not made, and leaves unheard lines out', () => {
    const unmade = runtimeOf([timed('dialogue', 'Hi.', { durationMs: null })], 350);
    expect(unmade.measured_s).toBeNull();
    expect(unmade.scenes[0].measured_s).toBeNull();
    const skipped = runtimeOf(
      [timed('action', 'Rain.', { heard: false, durationMs: null }), timed('dialogue', 'Hi.')],
      350,
    );
    expect(skipped.measured_s).toBe(1);
    expect(skipped.estimated_s).toBe(Math.round(estimateMs('Hi.') / 100) / 10);
  });

  it('counts a scene’s pages in eighths of the standard layout', () => {
    const long = Array.from({ length: 27 }, (_v, i) => timed('action', `Beat ${i}.`));
    // 27 one-line actions: 53 layout lines with the blanks between them, about a page.
    expect(runtimeOf(long, 350).scenes[0].pages).toBe(1);
  });
});
