import { act } from '@testing-library/react';

/**
 * jsdom has no media playback: play() and pause() are replaced by stand-ins that behave like a
 * browser's (a 'play' event and a resolved promise, a 'pause' event when it was playing), and
 * record which element played what, so a test can check that one element serves every sound.
 */
export const mockMedia = () => {
  const plays: { element: HTMLMediaElement; src: string }[] = [];
  // When each play() was called (performance.now()), apart so `plays` compares as before.
  const playedAt: number[] = [];
  const pauses: HTMLMediaElement[] = [];
  const sounding = new WeakSet<HTMLMediaElement>();
  const failures: unknown[] = [];

  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    plays.push({ element: this, src: this.getAttribute('src') ?? '' });
    playedAt.push(performance.now());
    this.dispatchEvent(new Event('play'));
    if (failures.length > 0) {
      const error = failures.shift();
      this.dispatchEvent(new Event('pause'));
      return Promise.reject(error);
    }
    sounding.add(this);
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    pauses.push(this);
    if (sounding.delete(this)) this.dispatchEvent(new Event('pause'));
  });

  return {
    plays,
    playedAt,
    pauses,
    isPlaying: (element: HTMLMediaElement) => sounding.has(element),
    /** The next play() rejects with this error (a DOMException, as browsers do). */
    failNextPlay: (error: unknown) => failures.push(error),
    /** The element reaches its end, as a browser reports it. */
    end: (element: HTMLMediaElement) =>
      act(async () => {
        sounding.delete(element);
        element.dispatchEvent(new Event('pause'));
        element.dispatchEvent(new Event('ended'));
      }),
    restore: () => {
      play.mockRestore();
      pause.mockRestore();
    },
  };
};
