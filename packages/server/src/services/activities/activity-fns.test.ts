import type { ActivityRow } from '../../db/schema';
import { oneLine, toActivity } from './activity-fns';

describe('oneLine', () => {
  it('flattens control characters and blank runs into single spaces', () => {
    expect(oneLine('  "Act\u0000One"\r\n uploaded\t\tnow ', 100)).toBe('"Act One" uploaded now');
  });

  it('drops bidi overrides that would make a name read backwards', () => {
    expect(oneLine('evil\u202Efdp.exe', 100)).toBe('evil fdp.exe');
  });

  it('cuts a runaway text with an ellipsis, within the limit', () => {
    const cut = oneLine('x'.repeat(500), 20);
    expect(cut).toHaveLength(20);
    expect(cut.endsWith('…')).toBe(true);
    expect(oneLine('short', 20)).toBe('short');
  });
});

describe('toActivity', () => {
  it('answers the contract’s shape with an ISO timestamp and a null reference when none', () => {
    const row: ActivityRow = {
      id: 'a1',
      userId: 'u1',
      action: 'Document Uploaded',
      description: '"Pilot" uploaded',
      status: 'completed',
      reference: null,
      createdAt: new Date('2026-01-02T03:04:05Z'),
      seq: 1,
    };
    expect(toActivity(row)).toEqual({
      _id: 'a1',
      action: 'Document Uploaded',
      description: '"Pilot" uploaded',
      status: 'completed',
      reference_id: null,
      timestamp: '2026-01-02T03:04:05.000Z',
    });
  });
});
