import { describe, expect, it } from 'vitest';
import { campusDateOf, campusLocalOf, instantOfCampusLocal, shiftCampusDate } from './campus-time';

describe('the campus clock (Europe/Istanbul, UTC+3)', () => {
  it('shows an instant as the campus date and wall-clock time, whatever the machine’s zone', () => {
    const lateEvening = new Date('2026-11-25T21:30:00.000Z');
    expect(campusDateOf(lateEvening)).toBe('2026-11-26');
    expect(campusLocalOf(lateEvening)).toBe('2026-11-26T00:30');
    expect(campusLocalOf(new Date('2026-07-01T05:07:59.000Z'))).toBe('2026-07-01T08:07');
  });

  it('reads a campus wall-clock time back as the instant it names', () => {
    expect(instantOfCampusLocal('2026-11-26T00:30')?.toISOString()).toBe(
      '2026-11-25T21:30:00.000Z',
    );
    expect(instantOfCampusLocal(' 2027-01-01T09:00 ')?.toISOString()).toBe(
      '2027-01-01T06:00:00.000Z',
    );
    for (const local of ['2026-11-26T00:30', '2026-03-29T03:15', '2026-10-25T02:45'])
      expect(campusLocalOf(instantOfCampusLocal(local) ?? new Date(Number.NaN))).toBe(local);
  });

  it('names no instant for text that is not a campus time', () => {
    for (const text of ['', 'tomorrow', '2026-13-01T10:00', '2026-02-30T10:00', '2026-11-26 10:00'])
      expect(instantOfCampusLocal(text)).toBeUndefined();
  });

  it('moves a date by whole days across month and year ends', () => {
    expect(shiftCampusDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftCampusDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
