import { describe, expect, it } from 'vitest';
import { localMoment } from './campus-clock';

describe('localMoment', () => {
  it("reads an instant on the university's wall clock (UTC+3)", () => {
    expect(localMoment(new Date('2027-03-15T11:30:05Z'))).toEqual({
      date: '2027-03-15',
      time: '14:30:05',
    });
  });

  it('moves to the next day after 21:00 UTC', () => {
    expect(localMoment(new Date('2026-12-31T21:00:00Z'))).toEqual({
      date: '2027-01-01',
      time: '00:00:00',
    });
  });
});
