import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Builds the deliberately broken remote used by the failure journeys (a few seconds). */
export default function globalSetup() {
  // Always rebuilt, so it can never drift from the real remotes' build settings.
  const fixture = path.join(repoRoot, 'e2e/fixtures/throwing-remote');
  execFileSync(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['tools/webpack/build.ts', 'billing', '--dir', fixture],
    { cwd: repoRoot, stdio: 'inherit' },
  );
}
