/**
 * Fountain's synopses ("= Meet the players") come out of converters as plain body text right
 * under their section heading, where a scene's first action can also stand. A synopsis is never
 * read aloud, action always is: body text under a heading is taken for a synopsis only when it
 * leads nowhere (a heading, slug line or transition follows) or is formatted unlike the
 * document's action paragraphs.
 */
import type { ElementType } from '../model';
import { isCaps } from '../rules';
import type { DocxParagraph } from './docx-xml';

type ParagraphType = ElementType | 'outline' | undefined;

const LEADS_NOWHERE: ParagraphType[] = ['outline', 'scene_heading', 'transition'];

/** The commonest spacing of sentence-case body paragraphs: how this document sets action. */
function actionSpacing(paragraphs: DocxParagraph[], texts: string[], types: ParagraphType[]) {
  const counts = new Map<string | undefined, number>();
  paragraphs.forEach((p, i) => {
    if (texts[i] && types[i] === undefined && !isCaps(texts[i]))
      counts.set(p.spacing, (counts.get(p.spacing) ?? 0) + 1);
  });
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function synopses(
  paragraphs: DocxParagraph[],
  texts: string[],
  types: ParagraphType[],
): boolean[] {
  const action = actionSpacing(paragraphs, texts, types);
  const near = (i: number, step: number) => {
    let j = i + step;
    while (texts[j] === '') j += step;
    return j;
  };
  return texts.map((text, i) => {
    if (!text || types[i] !== undefined || isCaps(text)) return false;
    if (types[near(i, -1)] !== 'outline') return false;
    const next = near(i, 1);
    const nowhere =
      next >= texts.length ||
      LEADS_NOWHERE.includes(types[next]) ||
      (types[next] === undefined && isCaps(texts[next]));
    return nowhere || paragraphs[i].spacing !== action;
  });
}
