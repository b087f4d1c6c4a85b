/**
 * The project's own test screenplay, rendered at test time by the parser tests' writers (never
 * corpus files): a PDF at screenplay margins, a styled DOCX and a Final Draft FDX.
 */
import {
  PAGES,
  renderFdx,
  renderPdf,
  renderStyledDocx,
} from '../../packages/server/test/parsing/helpers/render';
import { SCRIPT_PAGES, TITLE_PAGE } from '../../packages/server/test/parsing/helpers/script';

export type ScriptFile = { name: string; mimeType: string; buffer: Buffer };

export const SCRIPT_FILES: Record<'pdf' | 'docx' | 'fdx', () => ScriptFile> = {
  pdf: () => ({
    name: 'lighthouse-keeper.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(renderPdf(PAGES)),
  }),
  docx: () => ({
    name: 'lighthouse-keeper.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(renderStyledDocx()),
  }),
  // Browsers give FDX files no type.
  fdx: () => ({
    name: 'lighthouse-keeper.fdx',
    mimeType: '',
    buffer: Buffer.from(renderFdx(), 'utf8'),
  }),
};

/** A PDF of 1 + 3 × 2 = 7 pages: more than a new account's 5 free pages. */
export const longPdf = (): ScriptFile => ({
  name: 'long-lighthouse.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(renderPdf([TITLE_PAGE, ...SCRIPT_PAGES, ...SCRIPT_PAGES, ...SCRIPT_PAGES])),
});

/** A PDF of 1 + 2 × 2 = 5 pages: exactly a new account's 5 free pages. */
// Five billed pages: the title page holds no line to be read, so it is not charged.
export const fivePagePdf = (): ScriptFile => ({
  name: 'five-page-lighthouse.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(renderPdf([TITLE_PAGE, ...SCRIPT_PAGES, ...SCRIPT_PAGES, SCRIPT_PAGES[0]])),
});
