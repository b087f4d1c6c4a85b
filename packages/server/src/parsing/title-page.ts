/**
 * The script's title as its title page prints it: Fountain's `Title:` key, Final
 * Draft's <TitlePage>, or for laid-out formats (PDF, DOCX, TXT) the first line of a first page
 * the furniture rules call a title page. Undefined when there is none: the file name stands in.
 */
import { type Row, rowText } from './model';
import { isTitlePage } from './furniture';

/** Longer than this is not a title (a paragraph on a cover, a logline): the file name is better. */
export const TITLE_MAX = 200;

/** Credit and draft lines under the title are not it. */
const NOT_A_TITLE =
  /^(?:(?:written|screenplay|story|teleplay)?\s*by\b|draft\b|revised\b|\(?c\)|©)/i;

/** One clean title, or undefined when `text` cannot be one. */
export function cleanTitle(text: string): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!/[\p{L}\p{N}]/u.test(clean) || clean.length > TITLE_MAX) return undefined;
  return clean;
}

/**
 * The title page's first line that is not a credit, in reading order — when it can be a title:
 * an author's name further down is never taken for one.
 */
export function firstTitle(texts: string[]): string | undefined {
  const first = texts.find((t) => /[\p{L}\p{N}]/u.test(t) && !NOT_A_TITLE.test(t.trim()));
  return first === undefined ? undefined : cleanTitle(first);
}

/** Laid-out formats: the title page's first line, when the first page is a title page. */
export function titleOfRows(rows: Row[]): string | undefined {
  if (rows.length === 0 || rows.every((r) => r.type)) return undefined;
  const pages = new Set(rows.map((r) => r.page)).size;
  if (!isTitlePage(rows, pages)) return undefined;
  return firstTitle(rows.filter((r) => r.page === rows[0].page).map(rowText));
}

/**
 * Fountain's title page: `Title:` with its value on the line or indented on the lines below
 * (fountain.io); emphasis markers go.
 */
export function fountainTitle(titlePage: string[]): string | undefined {
  const at = titlePage.findIndex((l) => /^title\s*:/i.test(l));
  if (at < 0) return undefined;
  const parts = [titlePage[at].replace(/^title\s*:/i, '')];
  for (let i = at + 1; i < titlePage.length && /^(?:\s{3,}|\t)/.test(titlePage[i]); i++)
    parts.push(titlePage[i]);
  return cleanTitle(
    parts.join(' ').replace(/(\\[*_])|\*{1,3}|_/g, (_m, e?: string) => e?.[1] ?? ''),
  );
}
