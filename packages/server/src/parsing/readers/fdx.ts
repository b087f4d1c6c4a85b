/**
 * Final Draft FDX reader: <Content><Paragraph Type="…"><Text>…</Text></Paragraph>, with dual
 * dialogue as <Paragraph><DualDialogue>…paragraphs…</DualDialogue></Paragraph>. Types are explicit,
 * so every paragraph becomes one typed row; unknown types fall back to action.
 */
import { XMLParser } from 'fast-xml-parser';

import { ParseError } from '../errors';
import type { ElementType, Row, ScriptModel } from '../model';
import { firstTitle } from '../title-page';

const TYPES: Record<string, ElementType> = {
  'scene heading': 'scene_heading',
  shot: 'scene_heading',
  action: 'action',
  general: 'action',
  character: 'character',
  parenthetical: 'parenthetical',
  dialogue: 'dialogue',
  lyrics: 'dialogue',
  transition: 'transition',
};

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]) as Node[];

const textOf = (node: Node): string =>
  list(node.Text)
    .map((t) => (typeof t === 'object' ? String((t as Node)['#text'] ?? '') : String(t)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

export function readFdx(bytes: Uint8Array): ScriptModel {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    trimValues: false,
    processEntities: true,
    // Text may be split into several styled <Text> runs: always read them as a list.
    isArray: (name) => name === 'Paragraph' || name === 'Text',
  });
  let root: Node;
  try {
    root = parser.parse(new TextDecoder('utf-8').decode(bytes)) as Node;
  } catch {
    throw new ParseError('unreadable');
  }
  const draft = root.FinalDraft as Node | undefined;
  const content = draft?.Content as Node | undefined;
  if (!content) throw new ParseError('unreadable');
  const rows: Row[] = [];
  const visit = (paragraphs: Node[], dual?: boolean) => {
    let side: 'left' | 'right' | undefined;
    let cues = 0;
    for (const p of paragraphs) {
      const inner = p.DualDialogue as Node | undefined;
      if (inner) {
        visit(list(inner.Paragraph), true);
        continue;
      }
      const type = TYPES[String(p['@Type'] ?? '').toLowerCase()] ?? 'action';
      if (dual && type === 'character') side = ++cues === 1 ? 'left' : 'right';
      const text = textOf(p);
      if (!text) continue;
      rows.push({
        page: 0,
        segments: [{ text, x: 0 }],
        blankBefore: true,
        paragraph: true,
        type,
        dual: side,
      });
    }
  };
  visit(list(content.Paragraph));
  // Final Draft keeps the title page apart from the script: its first line that is not a credit.
  const titlePage = ((draft?.TitlePage as Node | undefined)?.Content as Node | undefined)
    ?.Paragraph;
  return { format: 'fdx', rows, title: firstTitle(list(titlePage).map(textOf)) };
}
