import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { configTableMarkdown } from './table';
import { serverRoot } from '../paths';

// Prettier may pad the table's columns; compare the cells, not the spacing.
const normalise = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.replace(/\s*\|\s*/g, '|').replace(/-{3,}/g, '---'))
    .join('\n');

it('README lists exactly the variables config.ts knows', () => {
  const readme = readFileSync(join(serverRoot(), 'README.md'), 'utf8');
  const table = readme
    .split('<!-- config-table:start -->\n')[1]
    ?.split('\n<!-- config-table:end -->')[0];
  expect(normalise(table ?? '')).toBe(normalise(configTableMarkdown()));
});
