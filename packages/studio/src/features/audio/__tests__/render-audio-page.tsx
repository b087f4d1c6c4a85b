import { screen, within } from '@testing-library/react';

import { renderPage } from '@castmyscript/test-utils';

import AudioProduction from '../../../expose/AudioProduction';

type Options = Parameters<typeof renderPage>[1];

/** The Audio Production screen at its route, as the shell mounts it. */
export const renderAudioPage = (options: Options = {}) =>
  renderPage(<AudioProduction />, {
    path: '/dashboard/process/doc-1/scenes-preview',
    route: '/dashboard/process/:documentId/scenes-preview',
    ...options,
  });

export const openAudioPage = async (options: Options = {}) => {
  const view = renderAudioPage(options);
  await screen.findByRole('list', { name: 'Voice segments' });
  return view;
};

export const lineCard = (n: number) => screen.getByRole('listitem', { name: `Line #${n}` });
export const playButton = (n: number) =>
  within(lineCard(n)).getByRole('button', { name: new RegExp(`^(Play|Pause) line ${n}$`) });
export const speedOf = (n: number) => screen.getByRole('combobox', { name: `Speed of line ${n}` });
export const player = () => document.querySelector<HTMLAudioElement>('audio.cms-line-player')!;
