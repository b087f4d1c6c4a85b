/**
 * The common positioned-text model every format reader produces ("format readers produce
 * a common positioned-text model; one classifier and one line builder turn it into lines").
 * Positions are in character columns of 12-point Courier (10 per inch) from the page's left edge,
 * so PDF points, DOCX twips and plain-text columns compare directly.
 */
export type ElementType =
  'scene_heading' | 'action' | 'character' | 'parenthetical' | 'dialogue' | 'transition';

export type SourceFormat = 'pdf' | 'docx' | 'txt' | 'fdx' | 'fountain';

/** A run of text on a row; rows split into segments where a wide gap separates text. */
export interface Segment {
  text: string;
  x: number;
}

export interface Row {
  page: number;
  segments: Segment[];
  /** Vertical white space above the row: a paragraph boundary in wrapped text. */
  blankBefore: boolean;
  /** The row is a whole paragraph by itself (DOCX paragraphs, FDX, Fountain): never joined. */
  paragraph?: boolean;
  bold?: boolean;
  /** Set where the format says what the element is (FDX, Fountain, named DOCX styles). */
  type?: ElementType;
  dual?: 'left' | 'right';
}

export interface ScriptModel {
  format: SourceFormat;
  rows: Row[];
  /** Physical pages when the format has them (PDF); otherwise estimated from the layout. */
  pageCount?: number;
  /** Why the fast PDF reader left this file to pdf.js (its structural reason, never script text). */
  pdfFallback?: string;
  /** The title a typed format's title page names (Fountain `Title:`, FDX <TitlePage>). */
  title?: string;
}

/** A classified paragraph: what the line builder consumes. */
export interface Element {
  type: ElementType;
  text: string;
  page: number;
  dual?: 'left' | 'right';
}

export type LineKind = 'scene_heading' | 'action' | 'transition' | 'dialogue';

/** One line of the script: actor is a normalised name or 'narrator'. */
export interface ScriptLine {
  actor: string;
  dialog: string;
  kind: LineKind;
  /** The parenthetical before this speech: stage direction, not spoken. */
  direction?: string;
  /** A parenthetical after the speech's last words, with no words after it. */
  directionAfter?: string;
}

export interface ParseResult {
  format: SourceFormat;
  /** The pages billed: those holding a line to be read (no title page, no blank page). */
  pageCount: number;
  /** The file's own pages, when it has them (PDF): the reader's count, title and blank pages too. */
  filePages?: number;
  lines: ScriptLine[];
  /** As on ScriptModel: set when pdf.js read the PDF, so operators see which files miss the fast path. */
  pdfFallback?: string;
  /** The title page's title (title-page.ts), when the script has one. */
  title?: string;
}

export const NARRATOR = 'narrator';

export const rowText = (row: Row): string =>
  row.segments.length === 1 ? row.segments[0].text : row.segments.map((s) => s.text).join(' ');

export const rowX = (row: Row): number => row.segments[0]?.x ?? 0;
