import type { AudioScene } from '@castmyscript/api/contract';
import { setupMswServer } from '@castmyscript/test-utils';

import { mockMedia } from '../../../voices/__tests__/media-mock';
import { createAudioServer } from '../audio-server';

type Options = {
  /** The lines the in-memory API starts each test with; the stand-in's script without. */
  lines?: () => AudioScene[];
  /** Forget the player's remembered position first, so each test starts at the top. */
  freshStorage?: boolean;
};

/**
 * What every Audio Production test file sets up: MSW answering through the in-memory audio API,
 * and play()/pause() recorded by the media stand-in, both fresh for each test and restored after.
 * Call it at the top of a file; a file's own beforeEach runs after this one, so its handlers go
 * before the stand-in's (MSW tries the latest first).
 */
export const audioPageFixture = ({ lines, freshStorage = false }: Options = {}) => {
  const server = setupMswServer();
  let fake: ReturnType<typeof createAudioServer> | undefined;
  let media: ReturnType<typeof mockMedia> | undefined;

  beforeEach(() => {
    if (freshStorage) window.localStorage.clear();
    fake = createAudioServer(lines?.());
    server.use(...fake.handlers);
    media = mockMedia();
  });
  afterEach(() => media?.restore());

  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the audio page fixture is read inside a test only');
    return value;
  };
  return {
    server,
    /** This test's in-memory API: its lines, the calls it saw, the answers it is told to give. */
    get fake() {
      return current(fake);
    },
    /** This test's media stand-in: what played, and the controls to end or fail a play. */
    get media() {
      return current(media);
    },
  };
};
