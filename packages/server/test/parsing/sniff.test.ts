import { strToU8 } from 'fflate';

import { sniffFormat } from '../../src/parsing/sniff';
import {
  renderFdx,
  renderFountain,
  renderMonospaceDocx,
  renderPdf,
  renderTxt,
} from './helpers/render';

// The format comes from the bytes: every sample is also given a misleading name.
describe('format sniffing by content', () => {
  it.each([
    ['pdf', () => renderPdf()],
    ['docx', () => renderMonospaceDocx()],
    ['fdx', () => strToU8(renderFdx())],
    ['fountain', () => strToU8(renderFountain())],
    ['txt', () => strToU8(renderTxt())],
  ])('%s', (format, render) => expect(sniffFormat(render())).toBe(format));

  it('reads UTF-16 and Windows-1252 text as text', () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from('INT. HOUSE').flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(sniffFormat(utf16)).toBe('txt');
    expect(sniffFormat(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x0a]))).toBe('txt');
  });
});
