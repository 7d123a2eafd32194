import { describe, expect, it } from 'vitest';
import { formatHomeStatistic } from './home';

describe('formatHomeStatistic', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [10, '10+'],
    [58, '50+'],
    [100, '100+'],
    [699, '600+'],
    [1234, '1200+'],
  ])('shows %i as %s', (count, shown) => {
    expect(formatHomeStatistic(count)).toBe(shown);
  });
});
