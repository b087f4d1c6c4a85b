import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';
import {
  renderFdx,
  renderFountain,
  renderMonospaceDocx,
  renderPdf,
  renderStyledDocx,
  renderTxt,
} from './helpers/render';
import { SCRIPT_PAGES, TITLE_PAGE } from './helpers/script';

jest.setTimeout(60_000);

/** The script's title comes from its title page, in every format that has one. */
describe('the title page names the script', () => {
  const cases: [string, () => Uint8Array][] = [
    ['PDF', () => renderPdf()],
    ['TXT', () => strToU8(renderTxt())],
    ['monospace DOCX', () => renderMonospaceDocx()],
    ['Final Draft FDX (TitlePage)', () => strToU8(renderFdx())],
  ];
  it.each(cases)('%s', async (_name, render) => {
    expect((await parseScript(render())).title).toBe('THE LIGHTHOUSE KEEPER');
  });

  it('Fountain Title:, markup removed', async () => {
    const text = renderFountain().replace(
      'Title: The Lighthouse Keeper',
      'Title: _The_ **Lighthouse** Keeper',
    );
    expect((await parseScript(strToU8(text))).title).toBe('The Lighthouse Keeper');
  });

  it('Fountain Title: on indented lines below the key', async () => {
    const text = renderFountain().replace(
      'Title: The Lighthouse Keeper',
      'Title:\n    The Lighthouse\n    Keeper',
    );
    expect((await parseScript(strToU8(text))).title).toBe('The Lighthouse Keeper');
  });

  it('FDX: a credit before the title is skipped', async () => {
    const text = renderFdx().replace(
      '<TitlePage><Content>',
      '<TitlePage><Content><Paragraph><Text>Written by Ada</Text></Paragraph>',
    );
    expect((await parseScript(strToU8(text))).title).toBe('THE LIGHTHOUSE KEEPER');
  });
});

describe('no title page: no title (the file name stands in)', () => {
  it('a PDF whose first page is script', async () => {
    expect((await parseScript(renderPdf(SCRIPT_PAGES))).title).toBeUndefined();
  });
  it('a DOCX of script paragraphs only', async () => {
    expect((await parseScript(renderStyledDocx())).title).toBeUndefined();
  });
  it('Fountain without Title:', async () => {
    const text = renderFountain().replace('Title: The Lighthouse Keeper\n', '');
    expect((await parseScript(strToU8(text))).title).toBeUndefined();
  });
  it('a title page whose first line is over-long has no title (not the author under it)', async () => {
    const long = 'A LIGHTHOUSE '.repeat(20).trim();
    const cover = TITLE_PAGE.map((row) => (row[1] === 'THE LIGHTHOUSE KEEPER' ? [20, long] : row));
    expect((await parseScript(strToU8(renderTxt([cover, ...SCRIPT_PAGES])))).title).toBeUndefined();
  });
});
