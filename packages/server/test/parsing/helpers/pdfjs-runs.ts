/**
 * The runs pdf.js reads from PDFs, as the PDF reader keeps them (non-blank, not rotated), taken
 * in a Node process of its own: pdf.js is ESM-only, which jest does not load.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
}

const SCRIPT = `
const { openWorker } = await import(process.env.PDFJS_LOADER);
const input = JSON.parse(await new Response(process.stdin).text());
const out = [];
for (const base64 of input) {
  const { lib, worker } = await openWorker();
  const task = lib.getDocument({ worker, data: new Uint8Array(Buffer.from(base64, 'base64')), disableFontFace: true,
    useSystemFonts: true, verbosity: 0 });
  const doc = await task.promise;
  const runs = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const top = page.view[3];
    for (const it of (await page.getTextContent({ disableNormalization: true })).items) {
      const [a, b, , , e, f] = it.transform;
      if (!/\\S/.test(it.str) || Math.abs(b) > Math.abs(a) * 0.1) continue;
      runs.push({ text: it.str, x: e, y: top - f, width: it.width });
    }
  }
  out.push(runs);
  await task.destroy();
  worker.destroy();
}
process.stdout.write(JSON.stringify(out));
`;

export function pdfjsRuns(pdfs: Uint8Array[]): Promise<Run[][]> {
  const loader = path.resolve(__dirname, '../../../src/parsing/readers/pdfjs.ts');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', SCRIPT],
      {
        cwd: path.dirname(loader),
        env: { ...process.env, PDFJS_LOADER: loader },
        maxBuffer: 1 << 28,
      },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Run[][])),
    );
    child.stdin?.end(JSON.stringify(pdfs.map((p) => Buffer.from(p).toString('base64'))));
  });
}
