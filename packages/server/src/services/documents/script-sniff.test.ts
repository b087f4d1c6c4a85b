import { strToU8, zipSync } from 'fflate';

import { sniffScript } from './script-sniff';

/** Reads as storage would, counting the bytes asked for. */
const stored = (bytes: Uint8Array) => {
  const reads: number[] = [];
  const read = async (start: number, length: number) => {
    reads.push(length);
    return bytes.subarray(start, start + length);
  };
  return { sniff: () => sniffScript(read, bytes.length), reads };
};
const sniff = (bytes: Uint8Array) => stored(bytes).sniff();

const docx = (files: Record<string, Uint8Array>) => zipSync(files);

describe('sniffScript', () => {
  it.each([
    ['PDF', strToU8('%PDF-1.4\n...'), 'pdf'],
    ['DOCX', docx({ 'word/document.xml': strToU8('<w:document/>') }), 'docx'],
    [
      'FDX',
      strToU8('<?xml version="1.0"?>\n<FinalDraft DocumentType="Script"></FinalDraft>'),
      'fdx',
    ],
    ['TXT', strToU8('INT. HOUSE - DAY\n\n          MARA\n     Hello.\n'), 'txt'],
    ['TXT that happens to start with MZ', strToU8('MZUNGU walks in.\n\nINT. HOUSE - DAY\n'), 'txt'],
  ])('accepts %s', async (_n, bytes, format) => {
    expect(await sniff(bytes)).toEqual({ ok: true, format });
  });

  it.each([
    ['a ZIP', docx({ 'a.txt': strToU8('x') }), 'a ZIP archive'],
    ['a PE executable', Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'a Windows executable'],
    [
      'an ELF executable',
      Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      'an ELF executable',
    ],
    ['HTML', strToU8('<!doctype html><html><body>hi</body></html>'), 'an HTML document'],
    ['SVG', strToU8('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'an SVG image'],
    [
      'a PNG',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'a PNG image',
    ],
    [
      'an old Word file',
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'an old Word (.doc) file — save it as DOCX or PDF',
    ],
  ])('names %s', async (_n, bytes, found) => {
    expect(await sniff(bytes)).toEqual({ ok: false, reason: 'not_a_script', found });
  });

  it('refuses a DOCX whose entries declare more than the parser may inflate, without inflating', async () => {
    // A stored (uncompressed) entry whose central-directory size is rewritten to 4 GB.
    const zip = zipSync({ 'word/document.xml': [strToU8('<w:document/>'), { level: 0 }] });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const central = zip.findIndex((_b, i) => view.getUint32(i, true) === 0x02014b50 && i > 0);
    view.setUint32(central + 24, 0xfffffff0, true);
    expect(await sniff(zip)).toEqual({ ok: false, reason: 'expands_too_far' });
  });

  it('reads the first bytes, and of a ZIP only its directory, whatever the size', async () => {
    const text = stored(strToU8(`INT. HOUSE - DAY\n\n${'MARA\nHello there.\n\n'.repeat(200_000)}`));
    expect(await text.sniff()).toEqual({ ok: true, format: 'txt' });
    expect(text.reads).toEqual([64 * 1024]);

    const big = new Uint8Array(3_000_000).map((_b, i) => (i * 7919) % 251);
    const zip = stored(
      zipSync({
        'word/document.xml': strToU8('<w:document/>'),
        'media/x.bin': [big, { level: 0 }],
      }),
    );
    expect(await zip.sniff()).toEqual({ ok: true, format: 'docx' });
    expect(zip.reads.reduce((n, r) => n + r, 0)).toBeLessThan(64 * 1024 + 66_000);
  });
});
