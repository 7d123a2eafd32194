import { describe, expect, it } from 'vitest';
import { preparedRead } from './prepared';

describe('preparedRead', () => {
  it('prepares the statement at the first call only, and runs it with each call’s input', async () => {
    const prepared: string[] = [];
    const executed: unknown[] = [];
    const read = preparedRead(() => {
      prepared.push('course_by_id');
      return {
        execute: async (input: { courseId: string }) => {
          executed.push(input);
          return [{ course_id: input.courseId }];
        },
      };
    });
    expect(prepared).toEqual([]);
    expect(await read({ courseId: 'a' })).toEqual([{ course_id: 'a' }]);
    expect(await read({ courseId: 'b' })).toEqual([{ course_id: 'b' }]);
    expect(prepared).toEqual(['course_by_id']);
    expect(executed).toEqual([{ courseId: 'a' }, { courseId: 'b' }]);
  });
});
