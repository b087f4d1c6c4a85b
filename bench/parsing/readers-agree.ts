/**
 * The two PDF readers side by side on every corpus PDF: whether the fast reader reads the file
 * itself (or leaves it to pdf.js, and why), and whether its rows are the rows pdf.js gives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import type { Row } from '../../packages/server/src/parsing/model';
import { rowsFromPlacedText } from '../../packages/server/src/parsing/readers/layout';
import { readPdfWithPdfJs } from '../../packages/server/src/parsing/readers/pdf';
import { readPdfText } from '../../packages/server/src/parsing/readers/pdf-text';

/**
 * pdf.js's text content names no font weight (its styles carry a generic family), so its rows are
 * never bold; the fast reader reads weight from the font's name. Rows are compared without it.
 */
const unweighted = (row: Row): Row => ({ ...row, bold: undefined });

export interface ReaderCheck {
  file: string;
  /** Why the fast reader left the file to pdf.js; undefined when it read it. */
  leftToPdfJs?: string;
  sameRows: boolean;
}

export async function compareReaders(corpus: string): Promise<ReaderCheck[]> {
  const dir = path.join(corpus, 'pdf');
  const checks: ReaderCheck[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const bytes = readFileSync(path.join(dir, file));
    const reference = await readPdfWithPdfJs(bytes);
    try {
      const rows = rowsFromPlacedText(readPdfText(bytes).items);
      checks.push({
        file,
        sameRows: isDeepStrictEqual(rows.map(unweighted), reference.rows.map(unweighted)),
      });
    } catch (error) {
      checks.push({ file, leftToPdfJs: (error as Error).message, sameRows: false });
    }
  }
  return checks;
}
