/**
 * A real DOCX zip bomb built by streaming: word/document.xml inflates to `mb` megabytes of
 * spaces, but the archive is a few hundred kilobytes and the test never holds the payload.
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';

export function zipBomb(mb = 200): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  const doc = new ZipDeflate('word/document.xml', { level: 9 });
  zip.add(doc);
  const block = new Uint8Array(1024 * 1024).fill(0x20);
  doc.push(strToU8('<w:document><w:body><w:p><w:r><w:t>'));
  for (let i = 0; i < mb; i++) doc.push(block);
  doc.push(strToU8('</w:t></w:r></w:p></w:body></w:document>'), true);
  zip.end();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
