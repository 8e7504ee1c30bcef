// OFFICE-8: the review screen's period is whole weeks, and the export's 409 reads as each
// foreman's unconfirmed days.
import { describe, expect, it } from 'vitest';
import { dayInWords, lastPayPeriod, shifted, unconfirmedDays } from './pay-period';

describe('pay period', () => {
  it('[OFFICE-8] the default period is the two whole weeks (Monday to Sunday) before this one, and moves by its length', () => {
    const period = lastPayPeriod('2026-11-26');
    expect(period).toEqual({ from: '2026-11-09', to: '2026-11-22' });
    expect(shifted(period, -1)).toEqual({ from: '2026-10-26', to: '2026-11-08' });
    expect(shifted(period, 1)).toEqual({ from: '2026-11-23', to: '2026-12-06' });
  });

  it("[OFFICE-8] the export's 409 becomes each foreman's days in order; other details are not read as it", () => {
    const names = new Map([[12, 'Frank Foreman']]);
    const details = {
      unconfirmed: [
        { foremanID: 12, date: '2026-11-12' },
        { foremanID: 14, date: '2026-11-10' },
        { foremanID: 12, date: '2026-11-10' },
      ],
    };
    expect(unconfirmedDays(details, names)).toEqual([
      { foreman: 'Frank Foreman', dates: ['2026-11-10', '2026-11-12'] },
      { foreman: '#14', dates: ['2026-11-10'] },
    ]);
    expect(unconfirmedDays({ field: 'to' }, names)).toBeNull();
    expect(dayInWords('2026-11-10', 'en')).toBe('Tue, Nov 10');
  });
});
