/**
 * The code's boundaries (docs/architecture.md) are lint rules: a file that crosses one fails `npm
 * run lint` with a
 * message saying where the code belongs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

// Every case is linted up front by one real eslint process with the repo's config (each text as
// if it were that file): one process instead of one per case saves a minute of CPU per run.
const results = new Map<string, string[]>();
const key = (file: string, code: string) => `${file}\n${code}`;
const lint = async (file: string, code: string) => {
  const messages = results.get(key(file, code));
  if (!messages) throw new Error(`${file} was not linted up front: add it to a table`);
  return messages;
};

// Rules on resolved paths need the imported files on disk. The cases use files the repo has
// rather than planting some: while this runs, the build, lint and type check of `npm test` read
// the same folders, and a planted file they saw come and go failed the build in CI.
// The cycle: the text is linted as audio-format.ts, and loudness.ts (on disk) imports it.
const cycleFile = 'packages/server/src/lib/audio/audio-format.ts';
const cycleCode =
  "import { integratedLufs } from './loudness';\nexport const a = integratedLufs;\n";

beforeAll(() => {
  const all = [...errors, ...resolvedErrors, ...passes, samePackage].map(([, file, code]) => ({
    file,
    code,
  }));
  const result = spawnSync(process.execPath, [path.join(root, 'tools/lint/lint-texts.mjs')], {
    cwd: root,
    input: JSON.stringify(all),
    encoding: 'utf8',
  });
  const out = JSON.parse(result.stdout) as string[][];
  all.forEach(({ file, code }, i) => results.set(key(file, code), out[i]));
}, 120_000);

const errors: Array<[string, string, string, string]> = [
  [
    'a remote importing another remote',
    'packages/studio/src/x.ts',
    "import { a } from '@castmyscript/billing';\nexport const b = a;",
    'Remotes never import each other',
  ],
  [
    'a product file past 300 lines',
    'packages/server/src/lib/x.ts',
    Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i};`).join('\n'),
    'max-lines',
  ],
  [
    'a one-letter import alias',
    'packages/studio/src/x.ts',
    "import { ACTIVITY_ACTIONS as A } from '@castmyscript/api/contract';\nexport const b = A;",
    'not a one-letter alias',
  ],
  [
    'a DAL taking its transaction first',
    'packages/server/src/services/x/x-dal.ts',
    'type Tx = { run(): void };\nexport const lock = async (tx: Tx, id: string) => `${id}${String(tx)}`;',
    'takes its transaction as the last argument',
  ],
  [
    'a remote importing the shell',
    'packages/auth/src/x.ts',
    "import { a } from '@castmyscript/shell';\nexport const b = a;",
    'Remotes never import each other or the shell',
  ],
  [
    'ui-kit importing the api',
    'packages/ui-kit/src/x.ts',
    "import { api } from '@castmyscript/api';\nexport const b = api;",
    'ui-kit is presentational',
  ],
  [
    'a remote using raw react-redux',
    'packages/billing/src/x.ts',
    "import { useSelector } from 'react-redux';\nexport const b = useSelector;",
    'typed hooks',
  ],
  [
    'a second createApi',
    'packages/studio/src/x.ts',
    "import { createApi } from '@reduxjs/toolkit/query/react';\nexport const b = createApi;",
    'one api slice',
  ],
  [
    'app code importing the shared test helpers',
    'packages/studio/src/x.ts',
    "import { renderPage } from '@castmyscript/test-utils';\nexport const b = renderPage;",
    'Test helpers are for tests',
  ],
  [
    'the shared test helpers importing a remote',
    'packages/test-utils/src/x.ts',
    "import { a } from '@castmyscript/studio';\nexport const b = a;",
    'import no remote or shell',
  ],
  [
    'a deep import into a package',
    'packages/shell/src/x.ts',
    "import { api } from '@castmyscript/api/src/api';\nexport const b = api;",
    'only through its exports',
  ],
  [
    'a service importing fastify',
    'packages/server/src/services/x/x-service.ts',
    "import fastify from 'fastify';\nexport const b = fastify;",
    'Services depend on ports',
  ],
  [
    'a remote building its own store',
    'packages/studio/src/x.ts',
    "import { configureStore } from '@reduxjs/toolkit';\nexport const b = configureStore;",
    'Only packages/api builds the store',
  ],
  [
    'the shell importing a remote',
    'packages/shell/src/x.ts',
    "import { a } from '@castmyscript/studio';\nexport const b = a;",
    'The shell loads remotes at run time through RemoteSlot',
  ],
  [
    'the api package importing another workspace package',
    'packages/api/src/x.ts',
    "import { Button } from '@castmyscript/ui-kit';\nexport const b = Button;",
    'The api package depends on no other workspace package',
  ],
  [
    'a service importing a route',
    'packages/server/src/services/users/x.ts',
    "import { success } from '../../http/envelope';\nexport const b = success;",
    'Services depend on ports, never on HTTP',
  ],
  [
    'an adapter importing a route',
    'packages/server/src/adapters/mail/x.ts',
    "import { success } from '../../http/envelope';\nexport const b = success;",
    'Adapters implement ports; they never call services or routes',
  ],
  [
    'an adapter importing a service',
    'packages/server/src/adapters/mail/x.ts',
    "import { a } from '../../services/users/users-service';\nexport const b = a;",
    'Adapters implement ports',
  ],
];

test.each(errors)('%s is an error', async (_name, file, code, expected) => {
  const messages = await lint(file, code);
  expect(messages.join('\n')).toContain(expected);
});

const resolvedErrors: Array<[string, string, string, string]> = [
  [
    'a service importing an adapter implementation',
    'packages/server/src/services/users/x.ts',
    "import { createSmtpMail } from '../../adapters/mail/mail-smtp';\nexport const b = createSmtpMail;",
    'Services import from adapters only their *-port.ts',
  ],
  [
    'a service importing an adapter helper by another spelling',
    'packages/server/src/services/users/x.ts',
    "import * as m from '../../adapters/mail/mime';\nexport const b = m;",
    'Services import from adapters only their *-port.ts',
  ],
  [
    'a service importing tts internals',
    'packages/server/src/services/audio/x.ts',
    "import * as c from '../../adapters/tts/offline/offline-catalogue';\nexport const b = c;",
    'Services import from adapters only their *-port.ts',
  ],
  [
    'a service importing the tts index (the composition root uses it, services use the port)',
    'packages/server/src/services/audio/x.ts',
    "import * as v from '../../adapters/tts';\nexport const b = v;",
    'Services import from adapters only their *-port.ts',
  ],
  [
    'the audio library importing an adapter',
    'packages/server/src/lib/audio/x.ts',
    "import type { Voice } from '../../adapters/tts/tts-port';\nexport type B = Voice;",
    'lib/ is the bottom layer',
  ],
  [
    'a route importing tts internals',
    'packages/server/src/http/routes/x.ts',
    "import * as v from '../../adapters/tts/composite-voices';\nexport const b = v;",
    'Nothing outside src/adapters/tts/ imports its internals',
  ],
  [
    'a studio feature importing another',
    'packages/studio/src/features/history/x.ts',
    "import * as s from '../lines/api/lines-api';\nexport const b = s;",
    'Features inside one package do not import each other: move what history needs to packages/studio/src/shared/',
  ],
  [
    'a feature importing app/',
    'packages/studio/src/features/history/x.ts',
    "import * as p from '../../app/app-providers';\nexport const b = p;",
    'Features do not import app/',
  ],
  [
    'shared code importing a feature',
    'packages/studio/src/shared/x.ts',
    "import * as s from '../features/lines/api/lines-api';\nexport const b = s;",
    'shared/ is below the features',
  ],
  [
    'shared code importing app/',
    'packages/billing/src/shared/x.ts',
    "import * as a from '../app/app-providers';\nexport const b = a;",
    'shared/ is below the features',
  ],
  ['two files importing each other', cycleFile, cycleCode, 'Dependency cycle detected'],
  [
    'a shell feature importing another',
    'packages/shell/src/features/layout/x.ts',
    "import * as s from '../session/session-expiry';\nexport const b = s;",
    'Features inside one package do not import each other',
  ],
];

const passes: Array<[string, string, string]> = [
  [
    'a DAL taking its transaction last, or alone',
    'packages/server/src/services/x/x-dal.ts',
    'type Tx = { run(): void };\nexport const lock = async (id: string, tx?: Tx) => `${id}${String(tx)}`;\nexport const all = async (tx?: Tx) => String(tx);',
  ],
  [
    'a service importing a port',
    'packages/server/src/services/users/x.ts',
    "import type { MailPort } from '../../adapters/mail/mail-port';\nexport type B = MailPort;",
  ],
  [
    'a service importing the tts port',
    'packages/server/src/services/audio/x.ts',
    "import type { VoiceEngine } from '../../adapters/tts/tts-port';\nexport type B = VoiceEngine;",
  ],
  [
    'the composition root importing the tts index',
    'packages/server/src/composition/x.ts',
    "import { createVoiceEngine } from '../adapters/tts';\nexport const b = createVoiceEngine;",
  ],
  [
    'a feature importing shared code',
    'packages/studio/src/features/history/x.ts',
    "import * as d from '../../shared/api/documents-api';\nexport const b = d;",
  ],
  [
    'tts importing its own internals',
    'packages/server/src/adapters/tts/x.ts',
    "import * as c from './offline/offline-catalogue';\nexport const b = c;",
  ],
];

describe('rules on the resolved import graph', () => {
  test.each(resolvedErrors)('%s is an error', async (_name, file, code, expected) => {
    expect((await lint(file, code)).join('\n')).toContain(expected);
  });

  test.each(passes)('%s passes', async (_name, file, code) => {
    const messages = await lint(file, code);
    expect(messages.filter((m) => m.startsWith('import-x/no-restricted-paths'))).toEqual([]);
  });
});

const samePackage: [string, string, string] = [
  'raw react-redux in the api package',
  'packages/api/src/x.ts',
  "import { useSelector } from 'react-redux';\nexport const b = useSelector;",
];

test('the same code in the package that may do it passes', async () => {
  const messages = await lint(samePackage[1], samePackage[2]);
  expect(messages.filter((m) => m.startsWith('no-restricted-imports'))).toEqual([]);
});
