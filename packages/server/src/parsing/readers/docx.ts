/**
 * DOCX reader. Three shapes are met in practice: a paragraph per element with styles and indents
 * (word processors, Final Draft export), a paragraph per printed line with leading spaces in a
 * monospace font, and positioned text boxes (PDF-to-Word converters). The first becomes one row
 * per paragraph, the second goes through the plain-text row builder, the third through the same
 * positioned-text path as PDF.
 */
import { ParseError } from '../errors';
import type { Row, ScriptModel } from '../model';
import { type DocxParagraph, find, findAll, kids, parseXml, runText, textBoxes } from './docx-xml';
import { paragraphFormat, readStyles, styleType } from './docx-styles';
import { type PlacedText, rowsFromPlacedText, rowsFromTextLines } from './layout';
import { readZipEntries } from './zip';
import { synopses } from './docx-synopsis';

const decode = (bytes?: Uint8Array) => (bytes ? new TextDecoder('utf-8').decode(bytes) : '');

function boxRows(boxes: ReturnType<typeof textBoxes>): Row[] {
  let page = 0;
  let lastY = -Infinity;
  const items: PlacedText[] = boxes.map((b) => {
    // Converters anchor a page's boxes in order; jumping back up the page starts the next one.
    if (b.y < lastY - 100) page++;
    lastY = b.y;
    return { ...b, page };
  });
  return rowsFromPlacedText(items);
}

function paragraphRows(paragraphs: DocxParagraph[]): Row[] {
  const lines = paragraphs.flatMap((p) => p.text.split('\n'));
  const empty = lines.filter((l) => !l.trim()).length;
  const long = paragraphs.filter((p) => p.text.length > 80).length;
  if (empty >= lines.length * 0.15 && long < 3) {
    // One paragraph per printed line: the text itself carries the layout.
    const pages: string[][] = [[]];
    for (const p of paragraphs) {
      if (p.pageBreakBefore) pages.push([]);
      const pad = ' '.repeat(Math.round((p.indent ?? 0) / 144));
      for (const line of p.text.split('\n')) pages[pages.length - 1].push(line ? pad + line : '');
    }
    return rowsFromTextLines(pages);
  }
  const rows: Row[] = [];
  let page = 0;
  let blank = true;
  const texts = paragraphs.map((p) => p.text.replace(/\s+/g, ' ').trim());
  const types = paragraphs.map((p, i) => (texts[i] ? styleType(p.style, texts[i]) : undefined));
  const synopsis = synopses(paragraphs, texts, types);
  for (const [i, p] of paragraphs.entries()) {
    if (p.pageBreakBefore) page++;
    const text = texts[i];
    if (!text) {
      blank = true;
      continue;
    }
    const lead = p.text.match(/^[ \t]*/)?.[0].replace(/\t/g, '     ').length ?? 0;
    const x = (p.indent ?? 0) / 144 + lead;
    const type = types[i];
    if (type === 'outline' || synopsis[i]) continue;
    rows.push({ page, segments: [{ text, x }], blankBefore: blank, paragraph: true, type });
    blank = false;
  }
  return rows;
}

export function readDocx(bytes: Uint8Array): ScriptModel {
  const entries = readZipEntries(bytes, ['word/document.xml', 'word/styles.xml']);
  const xml = decode(entries['word/document.xml']);
  if (!xml) throw new ParseError('unsupported');
  let body;
  try {
    const doc = find(parseXml(xml), 'w:document');
    body = doc && find(kids(doc), 'w:body');
  } catch {
    throw new ParseError('unreadable');
  }
  if (!body) throw new ParseError('unreadable');
  const styles = readStyles(decode(entries['word/styles.xml']));
  const topParagraphs = findAll(kids(body), 'w:p', ['w:txbxContent', 'w:drawing', 'w:pict']);
  const paragraphs: DocxParagraph[] = [];
  let breakPending = false;
  for (const p of topParagraphs) {
    const { text, pageBreak } = runText(p);
    const format = paragraphFormat(p, styles);
    paragraphs.push({ text, ...format, pageBreakBefore: format.pageBreakBefore || breakPending });
    breakPending = pageBreak;
  }
  const boxes = textBoxes(kids(body)).filter((b) => b.text.trim());
  const plainChars = paragraphs.reduce((n, p) => n + p.text.trim().length, 0);
  const boxChars = boxes.reduce((n, b) => n + b.text.length, 0);
  const rows = boxChars > plainChars ? boxRows(boxes) : paragraphRows(paragraphs);
  return { format: 'docx', rows };
}
