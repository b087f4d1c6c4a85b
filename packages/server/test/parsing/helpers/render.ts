/**
 * Renders the test screenplay into every input format, written here from the format specs:
 * plain text, a minimal PDF (Courier 12 at screenplay margins), DOCX (styled and monospace),
 * Final Draft FDX and Fountain.
 */
import { strToU8, zipSync } from 'fflate';

import { ELEMENTS, type PrintedRow, SCRIPT_PAGES, TITLE_PAGE, type TypedElement } from './script';

const pad = (row: PrintedRow): string => {
  let line = '';
  for (let i = 0; i + 1 < row.length; i += 2) {
    const [col, text] = [row[i] as number, row[i + 1] as string];
    line = line.padEnd(col, ' ') + text;
  }
  return line;
};

export const PAGES = [TITLE_PAGE, ...SCRIPT_PAGES];

/** Screenplay-indented text, a form feed between pages; `tabs` indents with tab characters. */
export function renderTxt(pages = PAGES, { tabs = false } = {}): string {
  const text = pages.map((rows) => rows.map(pad).join('\n')).join('\n\f');
  return tabs ? text.replace(/^( {8})+/gm, (m) => '\t'.repeat(m.length / 8)) : text;
}

const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A PDF of the printed pages; `encrypt` adds a standard security handler nobody can open.
 * `overprint` draws every run a second time a hair to the right, as bold-by-overprint writers do.
 * `bold` sets the rows it holds for in Courier-Bold, as renderers print forced scene headings.
 */
export function renderPdf(
  pages = PAGES,
  {
    encrypt = false,
    textless = false,
    overprint = false,
    baseFont = 'Courier',
    bold = (_row: PrintedRow): boolean => false,
  } = {},
): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) + 2; // object ids start at 3
  const font = add(`<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} >>`);
  const boldFont = add(`<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont}-Bold >>`);
  const kids: number[] = [];
  for (const rows of pages) {
    const ops = rows.flatMap((row, i) => {
      const y = 792 - 72 - i * 12;
      const out: string[] = [];
      for (let k = 0; k + 1 < row.length; k += 2)
        for (const shift of overprint ? [0, 0.25] : [0])
          out.push(
            `BT /F${bold(row) ? 2 : 1} 12 Tf ${(row[k] as number) * 7.2 + shift} ${y} Td ${pdfString(row[k + 1] as string)} Tj ET`,
          );
      return out;
    });
    const stream = textless ? '0 0 m 612 792 l S' : ops.join('\n');
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R /F2 ${boldFont} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  const all = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    ...objects,
  ];
  if (encrypt)
    all.push(
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    );
  let pdf = '%PDF-1.4\n';
  const offsets = all.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const extra = encrypt
    ? ` /Encrypt ${all.length} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`
    : '';
  pdf += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R${extra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(pdf, true);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

export const docx = (paragraphs: string[], styles = ''): Uint8Array =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${paragraphs.join('')}</w:body></w:document>`,
    ),
    'word/styles.xml': strToU8(`<?xml version="1.0"?><w:styles ${W}>${styles}</w:styles>`),
  });

export const para = (text: string, pPr = '') =>
  `<w:p><w:pPr>${pPr}</w:pPr><w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

/** One paragraph per printed line, leading spaces kept, a page break between pages. */
export function renderMonospaceDocx(pages = PAGES): Uint8Array {
  const paragraphs = pages.flatMap((rows, p) =>
    rows.map((row, i) => para(pad(row), p > 0 && i === 0 ? '<w:pageBreakBefore/>' : '')),
  );
  return docx(paragraphs);
}

// Indents in twips (1440 per inch) from the left margin, as screenplay templates set them.
const STYLE_INDENT: Record<string, number> = {
  scene_heading: 0,
  action: 0,
  character: 3168,
  parenthetical: 2304,
  dialogue: 1440,
  lyrics: 1440,
  transition: 5760,
};
const STYLE_NAME: Record<string, string> = {
  scene_heading: 'Scene Heading',
  action: 'Action',
  character: 'Character',
  parenthetical: 'Parenthetical',
  dialogue: 'Dialogue',
  lyrics: 'Dialogue',
  transition: 'Transition',
};

/**
 * A paragraph per element; `named` uses screenplay style names, otherwise indents alone. A type
 * without a screenplay style ('body') is plain body text at the left margin.
 */
export function renderStyledDocx(elements = ELEMENTS, { named = true } = {}): Uint8Array {
  const styles = Object.entries(STYLE_NAME).map(
    ([id, name]) =>
      `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`,
  );
  const paragraphs = elements.flatMap((el) =>
    el.text
      .split('\n')
      .map((line) =>
        para(
          line,
          `${named ? `<w:pStyle w:val="${el.type}"/>` : ''}<w:ind w:left="${STYLE_INDENT[el.type] ?? 0}"/>`,
        ),
      ),
  );
  return docx(paragraphs, styles.join(''));
}

const FDX_TYPE: Record<string, string> = { ...STYLE_NAME, lyrics: 'Lyrics' };

export function renderFdx(elements = ELEMENTS): string {
  const p = (el: TypedElement) =>
    `<Paragraph Type="${FDX_TYPE[el.type]}"><Text>${esc(el.text.replace(/\n/g, ' '))}</Text></Paragraph>`;
  const out: string[] = [];
  for (let i = 0; i < elements.length; i++) {
    if (elements[i].dual !== 'left') {
      out.push(p(elements[i]));
      continue;
    }
    let j = i;
    while (j < elements.length && elements[j].dual) j++;
    out.push(
      `<Paragraph><DualDialogue>${elements.slice(i, j).map(p).join('')}</DualDialogue></Paragraph>`,
    );
    i = j - 1;
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Version="5"><Content>${out.join('\n')}</Content><TitlePage><Content><Paragraph><Text>THE LIGHTHOUSE KEEPER</Text></Paragraph></Content></TitlePage></FinalDraft>`;
}

export function renderFountain(elements = ELEMENTS): string {
  const blocks: string[] = ['Title: The Lighthouse Keeper\nAuthor: Ada Pembrook\n'];
  for (const el of elements) {
    const last = blocks.length - 1;
    if (el.type === 'character') blocks.push(el.dual === 'right' ? `${el.text} ^` : el.text);
    else if (['dialogue', 'parenthetical'].includes(el.type)) blocks[last] += `\n${el.text}`;
    else if (el.type === 'lyrics')
      blocks[last] += `\n${el.text
        .split('\n')
        .map((l) => `~${l}`)
        .join('\n')}`;
    else if (el.type === 'transition') blocks.push(`> ${el.text}`);
    else blocks.push(el.text);
  }
  return blocks.join('\n\n') + '\n';
}
