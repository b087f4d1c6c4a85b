import { render, screen } from '@testing-library/react';

import { WelcomePanel } from '../welcome-panel';

describe('WelcomePanel', () => {
  it('shows the heading, the three steps and a drawn line of a read', () => {
    render(<WelcomePanel heading="Hear your script" text="Create an account to start." />);
    expect(screen.getByText('Hear your script')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Upload a script: PDF, DOCX, TXT, FDX or Fountain',
      'Cast a voice for every character',
      'Listen to the full table read',
    ]);
    expect(screen.getByRole('figure')).toHaveTextContent(
      "MAYA Bright, 30s“You said you'd never come back.”",
    );
  });
});
