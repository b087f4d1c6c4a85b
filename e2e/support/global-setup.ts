import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Builds the deliberately broken remote used by the failure journeys (a few seconds). */
export default function globalSetup() {
  const fixture = path.join(repoRoot, 'e2e/fixtures/throwing-remote');
  if (existsSync(path.join(fixture, 'dist/mf-manifest.json'))) return;
  execFileSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['tools/webpack/build.ts', 'billing', '--dir', fixture],
    { cwd: repoRoot, stdio: 'inherit' },
  );
}
