import { render, screen } from '@testing-library/react';

import { FileDetails } from '../components/file-details';

const MB = 1024 * 1024;
/** Only `size` and `name` are read, so a large file need not be allocated. */
const sized = (bytes: number) =>
  ({ name: 'big.pdf', size: bytes, type: 'application/pdf' }) as File;

test.each([
  [0.5 * MB, '10 seconds'],
  [3 * MB, '15 seconds'],
  [10 * MB, '50 seconds'],
  [12 * MB, '1 minute'],
  [24 * MB, '2 minutes'],
])('a file of %d bytes is estimated at %s (MB × 5 s, whole minutes from 60 s)', (bytes, text) => {
  render(<FileDetails file={sized(bytes)} />);
  expect(screen.getByTestId('estimated-time')).toHaveTextContent(text);
});
