import { CONFIG_VARS } from './vars';

/** The README's environment table, generated from CONFIG_VARS so the two cannot disagree. */
export function configTableMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const rows = CONFIG_VARS.map(
    (v) =>
      `| \`${v.name}\` | ${cell(v.default)} | ${v.scaled ? 'scaled' : ''} | ${cell(v.description)} |`,
  );
  return ['| variable | default | mode | what it does |', '|---|---|---|---|', ...rows].join('\n');
}
