/**
 * Walks WordprocessingML (preserveOrder form of fast-xml-parser) into flat paragraphs and
 * positioned text boxes. Only what the screenplay reader needs: text, indents, style, page breaks.
 */
import { XMLParser } from 'fast-xml-parser';

export type XNode = Record<string, unknown>;

export interface DocxParagraph {
  text: string;
  style: string;
  /** Left indent (with first-line adjustment) in twips; undefined when the paragraph sets none. */
  indent?: number;
  center: boolean;
  pageBreakBefore: boolean;
  /** The paragraph's own spacing settings, as written: a fingerprint of its formatting. */
  spacing?: string;
}

export interface DocxTextBox {
  text: string;
  /** Anchor offsets in points. */
  x: number;
  y: number;
  width: number;
  bold: boolean;
}

export const parseXml = (xml: string): XNode[] =>
  new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
  }).parse(xml) as XNode[];

export const tagOf = (node: XNode): string => Object.keys(node).find((k) => k !== ':@') ?? '';
export const kids = (node: XNode): XNode[] => (node[tagOf(node)] as XNode[]) ?? [];
export const attr = (node: XNode, name: string): string | undefined =>
  (node[':@'] as Record<string, string> | undefined)?.[name];

export const find = (nodes: XNode[], tag: string): XNode | undefined =>
  nodes.find((n) => tagOf(n) === tag);

/** Depth-first search for every node with the tag, not descending into `skip` tags. */
export function findAll(nodes: XNode[], tag: string, skip: string[] = []): XNode[] {
  const out: XNode[] = [];
  const walk = (list: XNode[]) => {
    for (const n of list) {
      const t = tagOf(n);
      if (t === tag) out.push(n);
      else if (!skip.includes(t) && Array.isArray(n[t])) walk(n[t] as XNode[]);
    }
  };
  walk(nodes);
  return out;
}

const TEXT_BOX = ['w:drawing', 'w:pict', 'mc:AlternateContent', 'w:txbxContent'];

/** Text of a paragraph's runs (tabs and breaks kept), not entering text boxes inside it. */
export function runText(p: XNode): { text: string; pageBreak: boolean } {
  let text = '';
  let pageBreak = false;
  const walk = (list: XNode[]) => {
    for (const n of list) {
      const t = tagOf(n);
      if (t === '#text') text += String(n['#text']);
      else if (t === 'w:tab') text += '\t';
      else if (t === 'w:br' || t === 'w:cr') {
        if (attr(n, 'w:type') === 'page') pageBreak = true;
        else text += '\n';
      } else if (t === 'w:noBreakHyphen') text += '-';
      else if (!TEXT_BOX.includes(t) && t !== 'w:pPr' && t !== 'w:rPr' && Array.isArray(n[t]))
        walk(n[t] as XNode[]);
    }
  };
  walk(kids(p));
  return { text, pageBreak };
}

const EMU_PER_POINT = 12700;

/** Text boxes anchored in the document (the DrawingML choice, never the VML fallback copy). */
export function textBoxes(body: XNode[]): DocxTextBox[] {
  return findAll(body, 'wp:anchor', ['mc:Fallback']).map((anchor) => {
    const k = kids(anchor);
    const offset = (tag: string) => {
      const pos = find(k, tag);
      const off = pos && find(kids(pos), 'wp:posOffset');
      return Number((off && kids(off)[0]?.['#text']) ?? 0) / EMU_PER_POINT;
    };
    const extent = find(k, 'wp:extent');
    const paragraphs = findAll(k, 'w:p');
    return {
      text: paragraphs.map((p) => runText(p).text).join(' '),
      x: offset('wp:positionH'),
      y: offset('wp:positionV'),
      width: Number(extent ? attr(extent, 'cx') : 0) / EMU_PER_POINT,
      bold: findAll(k, 'w:b').length > 0,
    };
  });
}
