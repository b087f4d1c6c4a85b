/**
 * A PDF whose one content stream is a Flate bomb: a line of text, then `mb` megabytes of spaces,
 * compressed as it is made, so the file is about a megabyte and the test never holds the payload.
 */
import { constants, deflateRawSync } from 'node:zlib';

import { strToU8 } from 'fflate';

import { COURIER, PdfBuilder } from './pdf-builder';

function deflatedSpaces(mb: number): Uint8Array {
  // Each piece is compressed on its own and ends byte-aligned without a final block, so pieces
  // laid end to end are one deflate stream: a megabyte of spaces is compressed once and repeated.
  // The stream is left unfinished (no checksum), which readers accept as a truncated stream.
  const piece = (bytes: Uint8Array) =>
    deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const text = piece(Buffer.from('BT /F1 12 Tf 72 700 Td (INT. HOUSE - DAY) Tj ET\n', 'latin1'));
  const spaces = piece(Buffer.alloc(1024 * 1024, 0x20));
  // zlib framing, as /FlateDecode expects: a two-byte header before the raw deflate data.
  return Buffer.concat([Buffer.from([0x78, 0xda]), text, ...Array(mb).fill(spaces)]);
}

export function flateBombPdf(mb = 1100): Uint8Array {
  const builder = new PdfBuilder();
  const font = builder.add(COURIER);
  const content = builder.stream('<< /Filter /FlateDecode >>', deflatedSpaces(mb), {
    compress: false,
  });
  const tree = builder.reserve();
  const page = builder.add(
    `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
  );
  builder.set(tree, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  return builder.build(builder.add(`<< /Type /Catalog /Pages ${tree} 0 R >>`));
}

/** An FDX whose paragraphs nest `depth` elements deep: a parser that recurses runs out of stack. */
export function deeplyNestedFdx(depth = 200_000): Uint8Array {
  const open = '<Text>'.repeat(depth);
  const close = '</Text>'.repeat(depth);
  return strToU8(
    `<?xml version="1.0"?><FinalDraft DocumentType="Script" Version="5"><Content><Paragraph Type="Action">${open}x${close}</Paragraph></Content></FinalDraft>`,
  );
}
