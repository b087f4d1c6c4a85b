import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from './proc';

const SKIP = new Set(['node_modules', 'dist', '__tests__', 'storybook-static']);

const walk = (target: string, out: string[]) => {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    out.push(target);
    return;
  }
  for (const entry of readdirSync(target)) {
    if (SKIP.has(entry) || entry.endsWith('.stories.tsx')) continue;
    walk(path.join(target, entry), out);
  }
};

/** A fingerprint of every input of a build, so an unchanged package is not built again. */
export const fingerprint = (inputs: string[]) => {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const input of inputs) walk(path.join(repoRoot, input), files);
  for (const file of files.sort()) {
    hash.update(path.relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
};

const stampFile = (distDir: string) => path.join(repoRoot, distDir, '.build-stamp');

export const isFresh = (distDir: string, print: string) =>
  existsSync(stampFile(distDir)) && readFileSync(stampFile(distDir), 'utf8') === print;

export const writeStamp = (distDir: string, print: string) => writeFileSync(stampFile(distDir), print);
