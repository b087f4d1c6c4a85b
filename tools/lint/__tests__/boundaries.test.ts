/**
 * The STYLE.md boundaries are lint rules: a file that crosses one fails `npm run lint` with a
 * message saying where the code belongs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

// The real eslint CLI with the repo's config, fed the code on stdin as if it were that file.
const lint = async (file: string, code: string) => {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>;
  return report.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

test.each([
  ['a remote importing another remote', 'packages/studio/src/x.ts', "import { a } from '@castmyscript/billing';\nexport const b = a;", 'Remotes never import each other'],
  ['a remote importing the shell', 'packages/auth/src/x.ts', "import { a } from '@castmyscript/shell';\nexport const b = a;", 'Remotes never import each other or the shell'],
  ['ui-kit importing the api', 'packages/ui-kit/src/x.ts', "import { api } from '@castmyscript/api';\nexport const b = api;", 'ui-kit is presentational'],
  ['a remote using raw react-redux', 'packages/billing/src/x.ts', "import { useSelector } from 'react-redux';\nexport const b = useSelector;", 'typed hooks'],
  ['a second createApi', 'packages/studio/src/x.ts', "import { createApi } from '@reduxjs/toolkit/query/react';\nexport const b = createApi;", 'one api slice'],
  ['a deep import into a package', 'packages/shell/src/x.ts', "import { api } from '@castmyscript/api/src/api';\nexport const b = api;", 'only through its exports'],
  ['a service importing fastify', 'packages/server/src/services/x/x-service.ts', "import fastify from 'fastify';\nexport const b = fastify;", 'Services depend on ports'],
  ['an adapter importing a service', 'packages/server/src/adapters/mail/x.ts', "import { a } from '../../services/users/users-service';\nexport const b = a;", 'Adapters implement ports'],
])('%s is an error', async (_name, file, code, expected) => {
  const messages = await lint(file, code);
  expect(messages.join('\n')).toContain(expected);
});

test('the same code in the package that may do it passes', async () => {
  const messages = await lint('packages/api/src/x.ts', "import { useSelector } from 'react-redux';\nexport const b = useSelector;");
  expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toEqual([]);
});
