/**
 * Paragraph styles of a DOCX: names that say what the element is (Final Draft and screenplay
 * templates name them "Character", "Dialogue"…) and indents inherited through basedOn chains.
 */
import type { ElementType } from '../model';
import { isCaps, isSceneHeading } from '../rules';
import { type XNode, attr, find, findAll, kids, parseXml } from './docx-xml';

interface StyleInfo {
  name: string;
  basedOn?: string;
  indent?: number;
  center?: boolean;
}

export type Styles = Map<string, StyleInfo>;

const indentOf = (pPr: XNode | undefined): number | undefined => {
  const ind = pPr && find(kids(pPr), 'w:ind');
  if (!ind) return undefined;
  const left = Number(attr(ind, 'w:left') ?? attr(ind, 'w:start') ?? 0);
  const first = Number(attr(ind, 'w:firstLine') ?? 0) - Number(attr(ind, 'w:hanging') ?? 0);
  return left + first;
};

const centerOf = (pPr: XNode | undefined): boolean | undefined => {
  const jc = pPr && find(kids(pPr), 'w:jc');
  return jc ? attr(jc, 'w:val') === 'center' : undefined;
};

export function readStyles(xml: string): Styles {
  const styles: Styles = new Map();
  if (!xml) return styles;
  try {
    for (const s of findAll(parseXml(xml), 'w:style')) {
      const k = kids(s);
      const name = find(k, 'w:name');
      const based = find(k, 'w:basedOn');
      const pPr = find(k, 'w:pPr');
      styles.set(attr(s, 'w:styleId') ?? '', {
        name: (name && attr(name, 'w:val')) ?? '',
        basedOn: based && attr(based, 'w:val'),
        indent: indentOf(pPr),
        center: centerOf(pPr),
      });
    }
  } catch {
    // A broken styles part only loses style hints; the text is still readable.
  }
  return styles;
}

const inherited = <K extends 'indent' | 'center'>(styles: Styles, id: string, key: K) => {
  for (let i = 0, cur = styles.get(id); cur && i < 10; i++, cur = styles.get(cur.basedOn ?? '')) {
    if (cur[key] !== undefined) return cur[key];
  }
  return undefined;
};

export function paragraphFormat(p: XNode, styles: Styles) {
  const pPr = find(kids(p), 'w:pPr');
  const styleNode = pPr && find(kids(pPr), 'w:pStyle');
  const id = (styleNode && attr(styleNode, 'w:val')) ?? '';
  const info = styles.get(id);
  return {
    style: `${id} ${info?.name ?? ''}`,
    indent: indentOf(pPr) ?? inherited(styles, id, 'indent'),
    center: centerOf(pPr) ?? inherited(styles, id, 'center') ?? false,
    pageBreakBefore: !!(pPr && find(kids(pPr), 'w:pageBreakBefore')),
    spacing: JSON.stringify((pPr && find(kids(pPr), 'w:spacing')?.[':@']) ?? null),
  };
}

const STYLE_TYPES: [RegExp, ElementType][] = [
  [/scene\s*heading|slug/i, 'scene_heading'],
  [/parenthetical/i, 'parenthetical'],
  [/character/i, 'character'],
  [/dialog/i, 'dialogue'],
  [/transition/i, 'transition'],
  [/\baction\b/i, 'action'],
];

/**
 * Outline headings (Heading 1–3, as Fountain's sections, unless a slug line) are acts and sequences the writer's tool
 * exported, like Fountain sections: not part of the read.
 */
export const styleType = (style: string, text: string): ElementType | 'outline' | undefined => {
  const level = style.match(/heading\s*(\d)/i)?.[1];
  if (level)
    return isSceneHeading(text) || (Number(level) > 3 && isCaps(text))
      ? 'scene_heading'
      : 'outline';
  return STYLE_TYPES.find(([re]) => re.test(style))?.[1];
};
