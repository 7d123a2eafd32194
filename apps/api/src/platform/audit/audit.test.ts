import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('names the fields whose values differ, values compared as JSON', () => {
    expect(
      changedFields(
        ['name', 'parent', 'order'] as const,
        { name: 'a', parent: null, order: [1, 2] },
        { name: 'b', parent: null, order: [1, 2] },
      ),
    ).toEqual(['name']);
  });

  it('compares dates by their time, not by the object', () => {
    const fields = ['published_at'] as const;
    expect(
      changedFields(fields, { published_at: new Date(0) }, { published_at: new Date(0) }),
    ).toEqual([]);
    expect(
      changedFields(fields, { published_at: new Date(0) }, { published_at: new Date(1) }),
    ).toEqual(['published_at']);
  });
});
