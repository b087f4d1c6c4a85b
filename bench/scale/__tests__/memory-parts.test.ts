import { deploymentsFromArgs } from '../load';
import { partsGrown } from '../memory-parts';

describe('the load bench memory parts and arguments', () => {
  it('names what grew, with native memory as what the named parts leave', () => {
    const idle = { rssMb: 700, heapMb: 120, externalMb: 20, databaseMb: 200 };
    const after = { rssMb: 770, heapMb: 118, externalMb: 22, databaseMb: 240 };
    expect(partsGrown(idle, after)).toBe(
      'resident +70 MB: V8 heap -2, external +2, database (WebAssembly) +40, native +30',
    );
  });

  it('leaves the database out where there is none (PostgreSQL)', () => {
    const parts = (rssMb: number) => ({ rssMb, heapMb: 100, externalMb: 10 });
    expect(partsGrown(parts(500), parts(480))).toBe(
      'resident -20 MB: V8 heap +0, external +0, native -20',
    );
  });

  it('takes --deployment once or twice, and refuses a name it does not run', () => {
    expect(deploymentsFromArgs(['load', '--duration', '20'])).toBeUndefined();
    expect(deploymentsFromArgs(['load', '--deployment', 'embedded'])).toEqual(['embedded']);
    expect(deploymentsFromArgs(['--deployment', 'postgres', '--deployment', 'embedded'])).toEqual([
      'postgres',
      'embedded',
    ]);
    expect(() => deploymentsFromArgs(['--deployment', 'sqlite'])).toThrow(
      '--deployment: embedded or postgres, not sqlite',
    );
  });
});
