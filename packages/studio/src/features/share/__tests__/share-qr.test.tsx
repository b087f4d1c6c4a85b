import { screen, within } from '@testing-library/react';
import jsQR from 'jsqr';

import { createReviewHandlers, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ShareButton } from '../components/share-button';

const server = setupMswServer();
beforeEach(() => server.use(...createReviewHandlers().handlers));

/**
 * Reads the code back as a phone would: the SVG's dark squares are painted into an image (a
 * quiet zone around, several pixels a module) and an independent QR decoder reads it.
 */
const scan = (svg: Element) => {
  const size = Number(svg.getAttribute('data-modules'));
  const d = svg.querySelector('path')!.getAttribute('d')!;
  const dark = new Set([...d.matchAll(/M(\d+) (\d+)/g)].map(([, col, row]) => `${col},${row}`));
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const col = Math.floor(x / scale) - 4;
      const row = Math.floor(y / scale) - 4;
      if (!dark.has(`${col},${row}`)) continue;
      pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return jsQR(pixels, side, side)?.data ?? null;
};

test('the feed address is also a QR code that a scanner reads back as that address', async () => {
  const view = renderPage(<ShareButton documentId="doc-1" />, { route: false });
  await view.user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this table read' });
  expect(within(dialog).queryByRole('img', { name: /^QR code/ })).toBeNull();
  await view.user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
  const code = await within(dialog).findByRole('img', {
    name: 'QR code of the feed address, to scan with a phone',
  });
  expect(scan(code)).toBe('http://localhost/api/v1/shared/tok-1/feed.xml');
  expect(
    within(dialog).getByText('Or scan the code with your phone to open the feed there.'),
  ).toBeVisible();
});
