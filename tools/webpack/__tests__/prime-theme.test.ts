/** The PrimeReact theme keeps every rule an element of the app can match (tools/webpack/prime-theme). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { classNamesInUse, dropUnusedRules } from '../prime-theme/unused-rules';

const root = path.resolve(__dirname, '../../..');

describe('class names in use', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prime-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'src', 'page.tsx'),
      'import { Button } from \'primereact/button\';\nexport const P = () => <div className="p-card" />;',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('come from the sources and from the PrimeReact modules they import, through PrimeReact', () => {
    const names = classNamesInUse([path.join(dir, 'src')], path.join(root, 'packages/shell'));
    expect(names).toContain('card');
    expect(names).toContain('button');
    // Button renders its ripple and badge, and PrimeReact's utils add p-disabled.
    expect(names).toContain('ink');
    expect(names).toContain('badge');
    expect(names).toContain('disabled');
    expect(names).not.toContain('datatable');
  });
});

describe('rules dropped', () => {
  const inUse = new Set(['button', 'disabled', 'dialog']);
  const css = `
:root { --primary: red; }
* { box-sizing: border-box; }
.p-button:not(.p-datatable) { color: red; }
.p-button:not(.p-disabled):hover, .p-datatable .p-button { color: blue; }
.p-datatable-thead > tr { color: green; }
@media screen and (max-width: 960px) { .p-datatable .p-datatable-tbody { display: block; } }
@keyframes p-fade { from { opacity: 0; } to { opacity: 1; } }
.p-dialog-enter-active { opacity: 1; }
`;
  const out = dropUnusedRules(css, inUse);

  test('keep whatever can match', () => {
    expect(out).toContain(':root { --primary: red; }');
    expect(out).toContain('* { box-sizing: border-box; }');
    expect(out).toContain('.p-button:not(.p-datatable) { color: red; }');
    expect(out).toContain('.p-button:not(.p-disabled):hover { color: blue; }');
    expect(out).toContain('@keyframes p-fade');
    expect(out).toContain('.p-dialog-enter-active');
  });

  test('go when a class they need comes from nowhere, with the at-rules they leave empty', () => {
    expect(out).not.toContain('.p-datatable .p-button');
    expect(out).not.toContain('thead');
    expect(out).not.toContain('@media');
  });

  test('leave most of the real theme out for the components the app renders', () => {
    const theme = readFileSync(
      require.resolve('primereact/resources/themes/lara-light-indigo/theme.css', { paths: [root] }),
      'utf8',
    );
    const names = classNamesInUse(
      ['shell', 'ui-kit', 'studio', 'billing', 'auth', 'marketing'].map((p) =>
        path.join(root, 'packages', p, 'src'),
      ),
      path.join(root, 'packages/shell'),
    );
    const trimmed = dropUnusedRules(theme, names);
    expect(trimmed.length).toBeLessThan(theme.length / 3);
    for (const kept of [
      '.p-button',
      '.p-dialog',
      '.p-toast',
      '.p-menu',
      '.p-sidebar',
      '.p-inputtext',
    ])
      expect(trimmed).toContain(kept);
  });
});
