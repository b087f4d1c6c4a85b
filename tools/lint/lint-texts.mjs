/**
 * Lints texts as if each were the file it names, with the repo's own eslint config, in one
 * process: stdin `[{ file, code }]` (paths from the repo root) → stdout one list of
 * "rule: message" per text. The boundary tests use it to plant violations without writing them.
 */
import path from 'node:path';

import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const cases = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const eslint = new ESLint({ cwd: root });
const out = [];
for (const { file, code } of cases) {
  const [report] = await eslint.lintText(code, { filePath: path.join(root, file) });
  out.push(report.messages.map((m) => `${m.ruleId}: ${m.message}`));
}
process.stdout.write(JSON.stringify(out));
