import { encodeHeaderText, encodeQuotedPrintable } from './mime';

const decodeQp = (qp: string) =>
  Buffer.from(
    qp
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('quoted-printable', () => {
  const samples = [
    'plain',
    'naïve café — ünïcödé',
    `x=y ${'long '.repeat(40)}`,
    'trailing space ',
    'a\nb\r\nc',
  ];

  it.each(samples)('round-trips %j with lines of at most 76 characters', (text) => {
    const encoded = encodeQuotedPrintable(text);
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(decodeQp(encoded)).toBe(text.replace(/\r?\n/g, '\r\n'));
  });

  it('never leaves a space at the end of an encoded line', () => {
    expect(encodeQuotedPrintable('end ')).toBe('end=20');
  });
});

describe('header encoding', () => {
  it('leaves ASCII alone and encodes the rest as UTF-8 words', () => {
    expect(encodeHeaderText('Welcome')).toBe('Welcome');
    expect(encodeHeaderText('Zoë')).toBe(`=?UTF-8?B?${Buffer.from('Zoë').toString('base64')}?=`);
  });
});
