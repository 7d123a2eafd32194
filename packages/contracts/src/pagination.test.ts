import { describe, expect, it } from 'vitest';
import { cursorOf, newestFirstCursorSchema, placeOf } from './pagination';

describe('a newest-first cursor', () => {
  const place = { micros: '1767225600123456', id: '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b' };

  it('is written in the form the query schema accepts, and read back to the same place', () => {
    const cursor = cursorOf(place);
    expect(newestFirstCursorSchema.safeParse(cursor).success).toBe(true);
    expect(placeOf(cursor)).toEqual(place);
  });

  it('is refused when it is not one the list gave', () => {
    for (const text of ['', 'abc', place.micros, `x.${place.id}`, `1.${place.id}.1`]) {
      expect(newestFirstCursorSchema.safeParse(text).success).toBe(false);
    }
  });
});
