import { strToU8, zipSync } from 'fflate';

import { sniffScript } from './script-sniff';

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
  ])('accepts %s', (_n, bytes, format) => {
    expect(sniffScript(bytes)).toEqual({ ok: true, format });
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
  ])('names %s', (_n, bytes, found) => {
    expect(sniffScript(bytes)).toEqual({ ok: false, reason: 'not_a_script', found });
  });

  it('refuses a DOCX whose entries declare more than the parser may inflate, without inflating', () => {
    // A stored (uncompressed) entry whose central-directory size is rewritten to 4 GB.
    const zip = zipSync({ 'word/document.xml': [strToU8('<w:document/>'), { level: 0 }] });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const central = zip.findIndex((_b, i) => view.getUint32(i, true) === 0x02014b50 && i > 0);
    view.setUint32(central + 24, 0xfffffff0, true);
    expect(sniffScript(zip)).toEqual({ ok: false, reason: 'expands_too_far' });
  });
});
