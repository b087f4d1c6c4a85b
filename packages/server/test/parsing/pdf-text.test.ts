import { parseInChildProcess } from '../../src/parsing/child/run';
import { parseScript } from '../../src/parsing/index';
import { Unsupported, readPdfText } from '../../src/parsing/readers/pdf-text';
import { decode } from '../../src/parsing/readers/pdf-text/filters';
import { Name } from '../../src/parsing/readers/pdf-text/lexer';
import { COURIER, PdfBuilder, base85, pagesPdf } from './helpers/pdf-builder';
import { type Run, pdfjsRuns } from './helpers/pdfjs-runs';
import { PAGES, renderPdf } from './helpers/render';
import { EXPECTED } from './helpers/script';

jest.setTimeout(120_000);

/** A one-page PDF: F1 is the first of `fontObjects` (`@n` there refers to the n-th). */
function pdfWith(fontObjects: string[], content: string, options = {}) {
  const builder = new PdfBuilder();
  const nums = fontObjects.map((body) => builder.add(body));
  builder.set(
    nums[0],
    fontObjects[0].replace(/@(\d+)/g, (_, i: string) => `${nums[Number(i)]} 0 R`),
  );
  return pagesPdf(builder, [content], `<< /Font << /F1 ${nums[0]} 0 R >> >>`, options);
}

/** A composite font as PDFKit and Chrome write them: codes are CIDs, text comes from ToUnicode. */
function compositePdf(content: string) {
  const cmap = [
    'begincmap 1 begincodespacerange <0000> <FFFF> endcodespacerange',
    '2 beginbfchar <0001> <0048> <0002> <00E9> endbfchar',
    '1 beginbfrange <0003> <0004> <006C> endbfrange endcmap',
  ].join('\n');
  const builder = new PdfBuilder();
  const toUnicode = builder.stream('<< >>', cmap);
  const cid = builder.add(
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /CourierPrime-Bold /DW 1000 /W [1 [600 500] 3 4 400] >>',
  );
  const font = builder.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /CourierPrime-Bold /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
  return pagesPdf(builder, [content], `<< /Font << /F1 ${font} 0 R >> >>`);
}

function formPdf() {
  const builder = new PdfBuilder();
  const font = builder.add(COURIER);
  const form = builder.stream(
    `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 0 10] /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    'BT /F1 12 Tf 8 700 Td (IN THE FORM) Tj ET',
  );
  // Image bytes that look like operators must not be read as text.
  const image = 'BI /W 8 /H 1 /BPC 8 /CS /G ID (fake) Tj \x00\xff EI';
  return pagesPdf(
    builder,
    [`q 1 0 0 1 100 50 cm /X1 Do Q ${image} BT /F1 12 Tf 72 600 Td (AFTER) Tj ET`],
    `<< /Font << /F1 ${font} 0 R >> /XObject << /X1 ${form} 0 R >> >>`,
  );
}

const WIN_ANSI_DIFFERENCES = [
  '<< /Type /Font /Subtype /TrueType /BaseFont /ABCDEF+Courier /FirstChar 32 /Widths @1 /Encoding << /BaseEncoding /WinAnsiEncoding /Differences [39 /quoteright 128 /eacute] >> >>',
  `[${Array(224).fill(600).join(' ')}]`,
];

/** Two fonts on one line: the space after a font change, with no run open, is pdf.js's own run. */
function fontChangePdf() {
  const builder = new PdfBuilder();
  const regular = builder.add(COURIER);
  const bold = builder.add(COURIER.replace('/Courier', '/Courier-Bold'));
  return pagesPdf(
    builder,
    ['BT /F1 12 Tf 72 700 Td (the) Tj /F2 12 Tf [( ) 200 (Leupold) -300 (Mark 4)] TJ ET'],
    `<< /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >>`,
  );
}

/** Every code from 0x21 to 0xFF in one string, as a PDF string literal (octal escapes). */
const ALL_CODES = Array.from({ length: 0xff - 0x20 }, (_, i) => `\\${(0x21 + i).toString(8)}`).join(
  '',
);
const simpleFont = (encoding: string) => [
  `<< /Type /Font /Subtype /TrueType /BaseFont /Courier ${encoding} /FirstChar 32 /Widths @1 >>`,
  `[${Array(224).fill(600).join(' ')}]`,
];

/** Every case the fast reader reads, each also read by pdf.js for the comparison. */
const CASES: Record<string, Uint8Array> = {
  composite: compositePdf('BT /F1 12 Tf 108 700 Td <000100020003000300040003> Tj ET'),
  tj: pdfWith([COURIER], 'BT /F1 12 Tf 72 700 Td [(HELLO) -500 (WORLD) -2000 (AGAIN)] TJ ET'),
  spaces: pdfWith([COURIER], 'BT /F1 12 Tf 72 700 Td (MARGO (V.O.)   JOHN) Tj ET'),
  spacing: pdfWith(
    [COURIER],
    'BT /F1 10 Tf 2 Tc 3 Tw 90 Tz 1 Ts 72 700 Td (A B) Tj 14 TL T* (NEXT) Tj 1 2 (QUOTED) " ET',
  ),
  differences: pdfWith(
    WIN_ANSI_DIFFERENCES,
    'BT /F1 12 Tf 72 700 Td (It\\047s caf\\200 \\223ok\\224) Tj ET',
  ),
  // Zero bytes (uncompressed content padded with NULs) give `z` groups; the tail a short group.
  ascii85: pdfWith([COURIER], 'BT /F1 12 Tf 72 700 Td (ASCII85) Tj ET\n\0\0\0\0\0\0\0\0 ', {
    compress: false,
    ascii85: true,
  }),
  // Whole encoding tables against pdf.js's: every code of each base encoding, no ToUnicode
  // (at 3 points, so that 223 glyphs fit on the page: glyphs past its edge are not read).
  winAnsi: pdfWith(
    simpleFont('/Encoding /WinAnsiEncoding'),
    `BT /F1 3 Tf 72 700 Td (${ALL_CODES}) Tj ET`,
  ),
  // (0x7F has no character in Mac Roman: a code nothing explains sends the file to pdf.js.)
  macRoman: pdfWith(
    simpleFont('/Encoding /MacRomanEncoding'),
    `BT /F1 3 Tf 72 700 Td (${ALL_CODES.replace('\\177', '')}) Tj ET`,
  ),
  standard: pdfWith(
    [COURIER.replace(' /Encoding /WinAnsiEncoding', '')],
    'BT /F1 12 Tf 72 700 Td (\\047\\140\\241\\256\\257\\264\\320\\341\\365\\373) Tj ET',
  ),
  xrefStream: pdfWith([COURIER], 'BT /F1 12 Tf 72 700 Td (FADE IN:) Tj ET', { xrefStream: true }),
  form: formPdf(),
  fontChange: fontChangePdf(),
  offPage: pdfWith(
    [COURIER],
    'BT /F1 12 Tf 0 1 -1 0 300 300 Tm (SIDEWAYS) Tj 1 0 0 1 700 100 Tm (OFF THE PAGE) Tj 1 0 0 1 72 100 Tm (ON IT) Tj ET',
  ),
  script: renderPdf(),
};

const round = (runs: Run[]) =>
  runs.map((r) => ({
    text: r.text,
    x: Number(r.x.toFixed(6)),
    y: Number(r.y.toFixed(6)),
    width: Number(r.width.toFixed(6)),
  }));
const fast = (name: string) => readPdfText(CASES[name]).items;
const texts = (name: string) => fast(name).map((i) => i.text);

let reference: Record<string, Run[]>;
beforeAll(async () => {
  const names = Object.keys(CASES);
  const runs = await pdfjsRuns(names.map((n) => CASES[n]));
  reference = Object.fromEntries(names.map((n, i) => [n, runs[i]]));
});

describe('the fast PDF text reader', () => {
  it.each(Object.keys(CASES))('reads the runs pdf.js reads: %s', (name) => {
    expect(round(fast(name))).toEqual(round(reference[name]));
  });

  it('reads a composite (Identity-H) font through its ToUnicode map and /W widths', () => {
    const [item] = fast('composite');
    expect(item).toMatchObject({ text: 'Héllml', x: 108, y: 92, page: 0, bold: true });
    // 600 + 500 + 4 × 400 thousandths of 12 points.
    expect(item.width).toBeCloseTo(((600 + 500 + 400 * 4) / 1000) * 12, 6);
    // A code no map explains: pdf.js would look into the font program, so it reads the file.
    const unmapped = compositePdf('BT /F1 12 Tf 108 700 Td <00010005> Tj ET');
    expect(() => readPdfText(unmapped)).toThrow(Unsupported);
  });

  it('joins a TJ gap of half an em with a space and starts a new run past 0.6 em', () => {
    const items = fast('tj');
    expect(items.map((i) => i.text)).toEqual(['HELLO WORLD', 'AGAIN']);
    // AGAIN starts after 10 glyphs of 7.2 points and gaps of 6 and 24 points.
    expect(items[1].x).toBeCloseTo(72 + 10 * 7.2 + 6 + 24, 6);
  });

  it('splits at a space glyph a hair over 0.6 em, as pdf.js does (the layout joins them again)', () => {
    // 600 × 0.012 is a hair over 12 × 0.6 in floating point: Courier's space splits runs in pdf.js.
    expect(texts('spaces')).toEqual(['MARGO', '(V.O.)', 'JOHN']);
  });

  it('reads a simple font with /Differences and no ToUnicode by glyph names', () => {
    expect(texts('differences')).toEqual(['It’s', 'café “ok”']);
  });

  it('reads Mac Roman text by its encoding and leaves an embedded font of its own encoding', () => {
    const mac = pdfWith(
      simpleFont('/Encoding /MacRomanEncoding'),
      'BT /F1 12 Tf 72 700 Td (\\216t\\216 l\\325\\216t\\216) Tj ET',
    );
    expect(readPdfText(mac).items.map((i) => i.text)).toEqual(['été', 'l’été']);
    const ownEncoding = pdfWith(
      [
        '<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+Courier /FontDescriptor @1 /FirstChar 32 /Widths @2 >>',
        '<< /Type /FontDescriptor /FontName /ABCDEF+Courier /Flags 32 /FontFile3 @3 >>',
        `[${Array(224).fill(600).join(' ')}]`,
        '<< >>',
      ],
      'BT /F1 12 Tf 72 700 Td (A) Tj ET',
    );
    expect(() => readPdfText(ownEncoding)).toThrow(/no character for code 65/);
  });

  it('decodes ASCII85 content, zero groups and a short last group included', () => {
    expect(texts('ascii85')).toEqual(['ASCII85']);
    const name = (n: string) => new Map([['Filter', new Name(n)]]);
    for (let length = 0; length < 12; length++) {
      // Bytes with an aligned run of zeros (a `z`) and every length of last group.
      const bytes = Uint8Array.from({ length }, (_, i) => (i >= 4 && i < 8 ? 0 : 200 - i * 7));
      const encoded = base85(bytes);
      if (length >= 8) expect(Buffer.from(encoded).toString('latin1')).toContain('z');
      expect(decode(encoded, name('ASCII85Decode'), (v) => v)).toEqual(bytes);
    }
  });

  it('finds objects through a cross-reference stream with PNG predictors and an object stream', () => {
    expect(Buffer.from(CASES.xrefStream).toString('latin1')).toContain('/Type /ObjStm');
    expect(texts('xrefStream')).toEqual(['FADE', 'IN:']);
  });

  it('places a form XObject by its matrix and skips inline image data', () => {
    expect(fast('form').map((i) => [i.text, i.x, i.y])).toEqual([
      ['IN THE', 108, 792 - 760],
      ['FORM', 108 + 7 * 7.2, 792 - 760],
      ['AFTER', 72, 192],
    ]);
  });

  it('starts a run at a font change and does not carry the space before it', () => {
    expect(texts('fontChange')).toEqual(['the', 'Leupold Mark 4']);
  });

  it('leaves out rotated text and text off the page', () => {
    expect(texts('offPage')).toEqual(['ON', 'IT']);
  });

  it('leaves to pdf.js what it does not read: encryption, Type3 fonts, damaged tables', () => {
    expect(() => readPdfText(renderPdf(undefined, { encrypt: true }))).toThrow(Unsupported);
    const type3 = pdfWith(
      [
        '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1 1] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << >> /Encoding << /Differences [65 /A] >> /FirstChar 65 /LastChar 65 /Widths [600] >>',
      ],
      'BT /F1 12 Tf 72 700 Td (A) Tj ET',
    );
    expect(() => readPdfText(type3)).toThrow(Unsupported);
    const damaged = Buffer.from(renderPdf());
    damaged.write('startxref\n9', damaged.lastIndexOf('startxref'), 'latin1');
    expect(() => readPdfText(damaged)).toThrow(Unsupported);
  });
});

describe('the PDF reader', () => {
  it('reads a file the fast reader leaves through pdf.js, to the same lines', async () => {
    // Helvetica without /Widths: the fast reader has no metrics for it, pdf.js has them built in.
    const bytes = renderPdf(PAGES, { baseFont: 'Helvetica' });
    expect(() => readPdfText(bytes)).toThrow(/no widths for Helvetica/);
    const outcome = await parseInChildProcess(bytes, {
      fileName: 'a.pdf',
      timeoutMs: 60_000,
      workerPath: process.env.CMS_TEST_PARSE_WORKER,
    });
    expect(outcome).toMatchObject({
      ok: true,
      result: { format: 'pdf', pageCount: 2, pdfFallback: 'no widths for Helvetica' },
    });
    if (outcome.ok) expect(outcome.result.lines).toEqual(EXPECTED);
  });

  it('says nothing of pdf.js when the fast reader read the file', async () => {
    const result = await parseScript(renderPdf(PAGES), 'a.pdf');
    expect(result.pageCount).toBe(2);
    expect(result).not.toHaveProperty('pdfFallback');
  });
});
