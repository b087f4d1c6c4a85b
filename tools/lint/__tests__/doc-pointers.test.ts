/**
 * The pointer check: a comment or test name that sends a newcomer to a document the repo doesn't
 * have fails lint; a security check named by a number docs/security.md lists passes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// @ts-expect-error: a plain ES module of the lint tools, without types.
import { findPointers, rewrite } from '../doc-pointers.mjs';

let root: string;
const write = (file: string, text: string) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'doc-pointers-'));
  write(
    'docs/security.md',
    '# Security\n\n## The original checks\n\n1. One.\n2. Two.\n\n## Later\n\n7. Seven.\n',
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it.each([
  ['a spec section', '/** Sign-in texts (spec 1 §5). */\n'],
  ['a wrapped spec section', '/**\n * The rule behind it (spec\n * 2 §4).\n */\n'],
  ['the security check list', '// Refused first (SECURITY-CHECKS 2).\n'],
  ['the architecture notes', '// One envelope (ARCHITECTURE.md §4).\n'],
  ['an issue number', "it('issue 31: the title', () => {});\n"],
  ['a security check docs/security.md lacks', '// Refused first (security check 7).\n'],
])('reports %s', (_, code) => {
  write('packages/x/src/a.ts', code);
  expect(findPointers(root)).toHaveLength(1);
});

it('passes a comment that states its rule and a check docs/security.md lists', () => {
  write(
    'packages/x/src/a.ts',
    "// Another user's note is 404 (security check 2).\nit('check 1: x', () => {});\n",
  );
  expect(findPointers(root)).toEqual([]);
});

it('rewrites what it can: drops sections and issues, names checks by docs/security.md', () => {
  expect(rewrite('/** Sign-in texts (spec 1 §5, §9). */')).toBe('/** Sign-in texts. */');
  expect(rewrite('// Refused (SECURITY-CHECKS 1, 2).')).toBe('// Refused (security checks 1, 2).');
  expect(rewrite('/** Issue 31: the line takes. */')).toBe('/** The line takes. */');
  expect(rewrite('/** Spec 2 §4 plan labels, word for word. */')).toBe(
    '/** Plan labels, word for word. */',
  );
  expect(rewrite('// Kept (issue 20: a closing direction keeps its place).')).toBe(
    '// Kept (a closing direction keeps its place).',
  );
});

it('--fix writes the rewrite and reports only what is left', () => {
  write('packages/x/src/a.ts', '/** Sign-in texts (spec 1 §5). */\n// Keys of spec 1 §3 stay.\n');
  const left = findPointers(root, { fix: true });
  expect(readFileSync(path.join(root, 'packages/x/src/a.ts'), 'utf8')).toContain(
    '/** Sign-in texts. */',
  );
  expect(left).toEqual([expect.objectContaining({ line: 2, what: 'spec 1 §3' })]);
});
