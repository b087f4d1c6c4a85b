import { attachmentHeader, sanitizeFileName } from './file-names';

describe('sanitizeFileName', () => {
  it.each([
    ['My Script.pdf', 'My Script.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\draft.docx', 'draft.docx'],
    ['evil\u0000name\r\n.txt', 'evilname.txt'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['..', 'file'],
    ['.hidden', 'hidden'],
    ['CON.txt', '_CON.txt'],
    ['a<b>c:"d|e?f*.pdf', 'a_b_c__d_e_f_.pdf'],
    ['  spaced   out  .pdf  ', 'spaced out .pdf'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('keeps the extension when it cuts a long name to 200 bytes, without splitting a character', () => {
    const name = sanitizeFileName(`${'é'.repeat(300)}.fountain`);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    expect(name.endsWith('é.fountain')).toBe(true);
  });
});

describe('attachmentHeader', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader('Zoë "final".pdf')).toBe(
      `attachment; filename="Zo_ _final_.pdf"; filename*=UTF-8''Zo%C3%AB%20_final_.pdf`,
    );
  });
});
