import { screen, within } from '@testing-library/react';

import { renderPage } from '@castmyscript/test-utils';

import { LinesPage } from '../../components/lines-page';

/** The Script Scenes screen at its route (the spec's URL), as the shell mounts it. */
export const renderLinesPage = () =>
  renderPage(<LinesPage />, {
    path: '/dashboard/process/doc-1/scenes',
    route: '/dashboard/process/:documentId/scenes',
  });

/** The screen once its list of lines shows. */
export const openLinesPage = async () => {
  const view = renderLinesPage();
  await screen.findByRole('list', { name: 'Scenes' });
  return view;
};

/** Line card `n` (1-based), by the name the spec's screen gives it. */
export const lineCard = (n: number) => screen.getByRole('listitem', { name: `Scene ${n}` });
export const lineCards = () =>
  within(screen.getByRole('list', { name: 'Scenes' })).getAllByRole('listitem');
