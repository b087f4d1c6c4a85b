import qrcode from 'qrcode-generator';

/** A QR code as one SVG path: `size` modules square, each dark module a 1×1 square in `d`. */
export type QrPath = { size: number; d: string };

/**
 * Encodes `text` (the feed address) at the smallest version that holds it, with medium error
 * correction (a phone reads it off a screen; nothing covers it). One path, not a square per
 * element, keeps the dialog's DOM small.
 */
export function qrPath(text: string): QrPath {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1)
      if (code.isDark(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
  return { size, d: squares.join('') };
}
