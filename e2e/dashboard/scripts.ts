import { renderPdf } from '../../packages/server/test/parsing/helpers/render';
import { SCRIPT_PAGES, TITLE_PAGE } from '../../packages/server/test/parsing/helpers/script';
import type { ScriptFile } from '../studio/script-files';

/** The project’s own test screenplay cut to 2 pages (the title page and the first script page). */
export const twoPagePdf = (name: string): ScriptFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(renderPdf([TITLE_PAGE, SCRIPT_PAGES[0]])),
});

/** 1 + 3 × 2 = 7 pages: more than a new account's 5 free pages. */
export const sevenPagePdf = (name: string): ScriptFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(renderPdf([TITLE_PAGE, ...SCRIPT_PAGES, ...SCRIPT_PAGES, ...SCRIPT_PAGES])),
});
