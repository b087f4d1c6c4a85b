import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Module Federation singletons. Every build (shell and remotes) uses
 * this one list, so a remote built later still agrees with the shell on what is shared.
 * `requiredVersion` is the installed major range: a remote built against a newer minor of a
 * shared package keeps working with an older shell and vice versa.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-router-dom',
  'primereact/',
  '@castmyscript/api',
  '@castmyscript/ui-kit',
] as const;

const packageName = (request: string) => {
  const parts = request.replace(/\/$/, '').split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** Walks up from the package's resolved entry: not every package exports its package.json. */
const versionOf = (fromDir: string, name: string): string => {
  const require = createRequire(path.join(fromDir, 'package.json'));
  for (
    let dir = path.dirname(require.resolve(name));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (parsed.name === name && parsed.version) return parsed.version;
  }
  throw new Error(`cannot find the version of ${name} from ${fromDir}`);
};

export const sharedSingletons = (packageDir: string) =>
  Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = versionOf(packageDir, packageName(request));
      const major = version.split('.')[0];
      // 0.x workspace packages: only the same minor is compatible.
      const range = major === '0' ? `~${version}` : `^${major}.0.0`;
      return [request, { singleton: true, requiredVersion: range, version }];
    }),
  );
