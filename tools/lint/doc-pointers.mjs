/**
 * Comments and test names that point to documents a clone of this repo doesn't have: the product
 * specification's sections, the company's security check list, its architecture notes, issue
 * numbers. A newcomer can't follow them, so a comment states the rule it enforces instead, and
 * where a pointer helps it names a file in the repo. Security checks are named by their number in
 * docs/security.md ("security check 43"); such a number must exist there.
 * Usage: node tools/lint/doc-pointers.mjs [root] [--fix]  (exit 1 when a pointer is found)
 * --fix rewrites the pointers it can (drops section and issue numbers, renames check lists) and
 * leaves the rest to be reported.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOTS = ['packages', 'scripts', 'tools', 'e2e', 'bench', 'integration'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const SKIP = /(node_modules|dist|storybook-static|\.tools)/;
// The check itself and its test name the pointers they look for.
const SELF = /^doc-pointers(\.test)?\.(mjs|ts)$/;

// A comment line continues after a wrap with `*` or `//`.
const WRAP = String.raw`(?:\s*\n\s*(?:\*|\/\/)?\s*|\s+)`;
const SPEC = String.raw`[Ss]pec(?:${WRAP}[12])?${WRAP}§\s?[\d.]+(?:\s*(?:,|–|and|\/)\s*(?:[Ss]pec\s+[12]\s+)?§\s?[\d.]+)*`;
const ARCH = String.raw`ARCHITECTURE(?:\.md)?(?:\s+§\s?\d+(?:\s*,\s*§\s?\d+)*)?`;
const ISSUE = String.raw`[Ii]ssues?${WRAP}(?:#?\d+(?:\s*(?:,|and)\s*#?\d+)*|"[A-Z][a-z]+")(?:,?\s*item\s+\d+)?`;
const SECURITY = String.raw`SECURITY-${WRAP.replace('|\\s+', '')}?CHECKS(?:\.md)?`;
const OTHER = String.raw`(?:STYLE|TOOLCHAIN|DEVELOPERS)\.md`;

/** Every pointer to a missing document. */
export const POINTER = new RegExp(`${SPEC}|${ARCH}|${ISSUE}|${SECURITY}|${OTHER}`, 'g');
const CHECK_NAME = /\b(?:security )?checks? (\d+)(?:\s*(?:,|–|and)\s*(\d+))*/g;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (SKIP.test(full)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !SELF.test(entry.name) ? [full] : [];
  });
}

/**
 * The numbered checks test names and comments use: docs/security.md's first section (1–51) and
 * docs/security-checks-review.md (52 on), which continues its numbering.
 */
export function knownChecks(root) {
  const numbers = (text) => [...text.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
  const read = (file) => {
    const full = path.join(root, 'docs', file);
    return existsSync(full) ? readFileSync(full, 'utf8') : '';
  };
  const [, first = ''] = read('security.md').split(/^## /m);
  return new Set([...numbers(first), ...numbers(read('security-checks-review.md'))]);
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Pointers (and security check numbers docs/security.md lacks) in one file's text. */
export function pointersIn(text, checks) {
  const found = [...text.matchAll(POINTER)].map((m) => ({
    line: lineOf(text, m.index),
    what: m[0],
  }));
  if (checks.size === 0) return found;
  for (const m of text.matchAll(CHECK_NAME)) {
    const numbers = m[0].match(/\d+/g).map(Number);
    const missing = numbers.filter((n) => !checks.has(n));
    if (missing.length > 0 && /security|check \d+:/.test(m[0] + text.slice(m.index, m.index + 40)))
      found.push({ line: lineOf(text, m.index), what: `${m[0]} (not in docs/security.md)` });
  }
  return found;
}

/** Removes a pointer from a parenthetical, keeping the rest of what it says. */
function tidyParenthetical(inner) {
  const rest = inner
    .replace(new RegExp(`${SPEC}|${ARCH}|${ISSUE}|${OTHER}`, 'g'), '')
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
    .replace(/\s*[,;]\s*[,;]\s*/g, '; ')
    .replace(/^'s\s+/, '');
  return rest;
}

/** The mechanical rewrite: what is left for a person is what the check still reports. */
export function rewrite(text) {
  return (
    text
      .replace(new RegExp(`${SECURITY}${WRAP}(\\d)`, 'g'), 'security check $1')
      .replace(/security check (\d+(?:\s*(?:,|–|and)\s*\d+)+)/g, 'security checks $1')
      .replace(/ ?\(([^()]*)\)/g, (whole, inner) => {
        if (!new RegExp(`${SPEC}|${ARCH}|${ISSUE}|${OTHER}`).test(inner)) return whole;
        const rest = tidyParenthetical(inner);
        return rest ? ` (${rest})` : '';
      })
      .replace(
        new RegExp(
          `(\\/\\*\\*?|\\/\\/|\\*|['"\`])(\\s*)(?:${ISSUE}|${SPEC})(?:\\s*[:,;]\\s*|\\s+)([a-z])`,
          'g',
        ),
        (_, lead, space, letter) => `${lead}${space}${letter.toUpperCase()}`,
      )
      // A pointer that opened a comment line leaves its punctuation there: back onto the line before.
      .replace(/\n\s*\*([:;,]) /g, '$1 ')
  );
}

export function findPointers(root, { fix = false } = {}) {
  const checks = knownChecks(root);
  const report = [];
  for (const dir of ROOTS)
    for (const file of sourceFiles(path.join(root, dir))) {
      const before = readFileSync(file, 'utf8');
      const text = fix ? rewrite(before) : before;
      if (text !== before) writeFileSync(file, text);
      for (const p of pointersIn(text, checks))
        report.push({ file: path.relative(root, file), ...p });
    }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.');
  const report = findPointers(root, { fix: args.includes('--fix') });
  for (const p of report)
    console.error(`${p.file}:${p.line}: points to a missing document: ${p.what}`);
  if (report.length > 0) {
    console.error(
      `${report.length} pointers to documents a clone doesn't have: state the rule instead.`,
    );
    process.exit(1);
  }
}
