import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { InlinePort } from '../../src/parsing/readers/pdf-port';

jest.setTimeout(60_000);

describe('the in-thread port between pdf.js and its worker half', () => {
  it('delivers later, and delivers what was sent even if the sender reuses its chunk', async () => {
    const port = new InlinePort();
    const received: unknown[] = [];
    port.addEventListener('message', (event) => received.push(event.data));
    const chunk = { items: ['FADE IN:'], styles: {} };
    port.postMessage({ stream: 'enqueue', chunk });
    // What pdf.js does right after sending a chunk of text items:
    chunk.items = [];
    expect(received).toEqual([]);
    await Promise.resolve();
    expect(received).toEqual([{ stream: 'enqueue', chunk: { items: ['FADE IN:'], styles: {} } }]);
  });

  it('stops delivering to a listener whose signal is aborted', async () => {
    const port = new InlinePort();
    const received: unknown[] = [];
    const stop = new AbortController();
    port.addEventListener('message', (event) => received.push(event.data), { signal: stop.signal });
    stop.abort();
    port.postMessage('hello');
    await Promise.resolve();
    expect(received).toEqual([]);
  });
});

it('loads pdf.js with its faster text extraction (the statements replaced are still there)', async () => {
  // pdf.js is ESM-only, so it is loaded in a Node process of its own, as the parse worker does.
  // Failing here means a pdf.js upgrade changed one of those statements: PDFs still parse, but up to
  // twice as slowly. Update FASTER in readers/pdfjs.ts to the new wording.
  const loader = path.resolve(__dirname, '../../src/parsing/readers/pdfjs.ts');
  const script = `const m = await import(${JSON.stringify(loader)}); console.log((await m.loadPdfJs()).fixed);`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: path.dirname(loader) },
  );
  expect(stdout.trim()).toBe('true');
});
