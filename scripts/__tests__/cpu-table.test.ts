import { costliestFiles, formatCpuTable, longestJourneys, parseBashTimes } from '../lib/cpu-table';

/** The CPU table `npm test` closes with, from what the steps leave behind. */
describe('parseBashTimes', () => {
  it("adds the children's user and system time, minutes included, and ignores the shell's own", () => {
    expect(parseBashTimes('0m0.004s 0m0.002s\n2m3.500s 0m1.250s\n')).toBeCloseTo(124.75, 3);
  });

  it('gives null for text that is not two lines of times', () => {
    expect(parseBashTimes('')).toBeNull();
    expect(parseBashTimes('0m0.004s 0m0.002s')).toBeNull();
    expect(parseBashTimes('0m0.004s 0m0.002s\ngarbage')).toBeNull();
  });
});

describe('costliestFiles', () => {
  const lines = [
    '{"file":"/repo/a.test.ts","cpu":1.5}',
    'not json',
    '{"file":"/repo/b.test.ts","cpu":9}',
    '{"file":"/elsewhere/c.test.ts","cpu":3}',
    '{"file":"/repo/d.test.ts"}',
    '',
  ].join('\n');

  it('lists files costliest first, relative to the root, skipping broken lines', () => {
    expect(costliestFiles(lines, '/repo')).toEqual([
      { file: 'b.test.ts', cpu: 9 },
      { file: '/elsewhere/c.test.ts', cpu: 3 },
      { file: 'a.test.ts', cpu: 1.5 },
    ]);
  });

  it('keeps only the limit', () => {
    expect(costliestFiles(lines, '/repo', 1).map((f) => f.file)).toEqual(['b.test.ts']);
  });
});

describe('longestJourneys', () => {
  const report = {
    suites: [
      {
        title: 'marketing/landing.spec.ts',
        file: 'marketing/landing.spec.ts',
        specs: [
          {
            title: 'hero',
            file: 'marketing/landing.spec.ts',
            tests: [{ results: [{ duration: 1200 }] }, { results: [{ duration: 800 }] }],
          },
        ],
        suites: [
          {
            title: 'at 375 px',
            file: 'marketing/landing.spec.ts',
            specs: [
              {
                title: 'Watch Demo scrolls',
                file: 'marketing/landing.spec.ts',
                tests: [{ results: [{ duration: 5000 }, { duration: 500 }] }],
              },
            ],
          },
        ],
      },
    ],
  };

  it('sums every run of a journey, names it with its describe blocks, longest first', () => {
    expect(longestJourneys(report)).toEqual([
      { title: 'at 375 px › Watch Demo scrolls', file: 'marketing/landing.spec.ts', seconds: 5.5 },
      { title: 'hero', file: 'marketing/landing.spec.ts', seconds: 2 },
    ]);
  });

  it('is empty for a report without suites', () => {
    expect(longestJourneys({})).toEqual([]);
  });
});

describe('formatCpuTable', () => {
  const table = formatCpuTable(
    [
      { name: 'lint', ok: true, wall: 30.04, cpu: 41.26 },
      { name: 'unit', ok: false, wall: 200, cpu: 300.5 },
      { name: 'e2e', ok: true, wall: 90, cpu: null },
    ],
    { unit: [{ file: 'packages/x.test.ts', cpu: 12.34 }], 'server-scaled': [] },
    [{ title: 'hero', file: 'marketing/landing.spec.ts', seconds: 7.25 }],
  );
  const lines = table.split('\n');

  it('prints each step with its result, wall and CPU seconds', () => {
    expect(lines).toContain('  lint           succeeded     30.0     41.3');
    expect(lines).toContain('  unit           FAILED       200.0    300.5');
    expect(lines).toContain('  e2e            succeeded     90.0        ?');
  });

  it('totals the measured steps and says how many were not measured', () => {
    expect(lines.find((l) => l.trim().startsWith('total'))).toMatch(
      / 341\.8 {2}\(1 step\(s\) unmeasured\)$/,
    );
  });

  it('lists the costliest files per jest step and the longest journeys, skipping empty lists', () => {
    expect(table).toContain('unit: costliest test files');
    expect(lines).toContain('     12.3  packages/x.test.ts');
    expect(table).not.toContain('server-scaled: costliest');
    expect(lines).toContain('      7.3  marketing/landing.spec.ts › hero');
  });
});
