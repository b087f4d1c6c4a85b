import type { Page } from '@playwright/test';

/** What the line player did, as recorded in the page by `recordPlayer`. */
export type PlayerEvent = { type: 'playing' | 'ended'; src: string; duration: number };

/**
 * Records the Audio Production screen's one audio element: each line that starts playing and
 * each that reaches its end, with its URL and duration. Listened to in the capture phase on the
 * document, so an 'ended' is logged before the screen's own listener moves on to the next line.
 */
export const recordPlayer = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLAudioElement>('audio.cms-line-player');
    if (!element) throw new Error('no line player on the page');
    const log: PlayerEvent[] = [];
    (window as unknown as { playerLog: PlayerEvent[] }).playerLog = log;
    for (const type of ['playing', 'ended'] as const)
      document.addEventListener(
        type,
        (event) => {
          if (event.target === element)
            log.push({ type, src: element.currentSrc, duration: element.duration });
        },
        true,
      );
  });

export const playerLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { playerLog: PlayerEvent[] }).playerLog);
