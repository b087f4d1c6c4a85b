/**
 * The PrimeReact theme without the rules nothing in the app can match. The theme styles all ~90
 * components (224 KB of CSS, 17 KB compressed, on every dashboard page); the app renders ten.
 * A selector needs every `p-<name>…` class it names (outside `:not()`), and such a class can only
 * come from code that spells `p-<name>`: the front ends' sources and the PrimeReact modules they
 * import, followed through PrimeReact's own imports. A selector naming a `p-<name>` that none of
 * that code spells can never match, so it is dropped; everything else is kept as it was.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import postcss from 'postcss';

const SOURCE = /\.(tsx?|css)$/;
const PRIME_IMPORT = /from\s+['"](primereact\/[a-z]+)['"]/g;
/** `p-datatable-thead` → `datatable`: PrimeReact's classes start with their component's name. */
const PRIME_CLASS = /\bp-([a-z]+)/g;
const SELECTOR_CLASS = /\.p-([a-z]+)/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });

/**
 * Every `p-<name>` the app's code can put on an element: spelled in `sourceDirs`, or in a
 * PrimeReact module they import (directly or through PrimeReact), resolved from `resolveFrom`.
 */
export function classNamesInUse(sourceDirs: string[], resolveFrom: string): Set<string> {
  const require = createRequire(path.join(resolveFrom, 'package.json'));
  const names = new Set<string>();
  const seen = new Set<string>();
  const queue: string[] = [];
  const read = (text: string) => {
    for (const [, name] of text.matchAll(PRIME_CLASS)) names.add(name);
    for (const [, request] of text.matchAll(PRIME_IMPORT)) {
      if (!seen.has(request)) {
        seen.add(request);
        queue.push(request);
      }
    }
  };
  for (const file of sourceDirs.filter(existsSync).flatMap(sourceFiles))
    read(readFileSync(file, 'utf8'));
  while (queue.length > 0) {
    const request = queue.pop()!;
    const dir = path.dirname(require.resolve(`${request}/package.json`));
    const esm = readdirSync(dir).filter((f) => f.endsWith('.esm.js'));
    for (const file of esm) read(readFileSync(path.join(dir, file), 'utf8'));
  }
  return names;
}

const canMatch = (selector: string, inUse: Set<string>) =>
  [...selector.replace(/:not\([^)]*\)/g, '').matchAll(SELECTOR_CLASS)].every(([, name]) =>
    inUse.has(name),
  );

/** The theme with only the selectors that can match; rules and at-rules left empty go too. */
export function dropUnusedRules(css: string, inUse: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name))
      return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, inUse));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
