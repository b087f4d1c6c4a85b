import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from './proc';

const SKIP = new Set(['node_modules', 'dist', '__tests__', 'storybook-static']);

// A file that goes between listing and reading (an editor's swap file, a test's scratch file) is
// not an input: it is left out rather than failing the build.
const ifThere = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const walk = (target: string, out: string[]) => {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (stat?.isFile()) out.push(target);
  if (!stat?.isDirectory()) return;
  for (const entry of ifThere(() => readdirSync(target)) ?? []) {
    if (SKIP.has(entry) || entry.endsWith('.stories.tsx')) continue;
    walk(path.join(target, entry), out);
  }
};

/**
 * A fingerprint of every input of a build (paths from `root`), so an unchanged package is not
 * built again.
 */
export const fingerprint = (inputs: string[], root = repoRoot) => {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const input of inputs) walk(path.join(root, input), files);
  for (const file of files.sort()) {
    const bytes = ifThere(() => readFileSync(file));
    if (!bytes) continue;
    hash.update(path.relative(root, file));
    hash.update(bytes);
  }
  return hash.digest('hex');
};

const stampFile = (distDir: string) => path.join(repoRoot, distDir, '.build-stamp');

export const isFresh = (distDir: string, print: string) =>
  existsSync(stampFile(distDir)) && readFileSync(stampFile(distDir), 'utf8') === print;

export const writeStamp = (distDir: string, print: string) =>
  writeFileSync(stampFile(distDir), print);
