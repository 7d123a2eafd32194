import { describe, expect, it } from 'vitest';
import {
  parseCalculatorData,
  serializeCalculatorData,
  type GpaCalculatorData,
} from './gpa-storage';

const data: GpaCalculatorData = {
  semesters: [
    {
      id: 's1',
      name: 'Fall',
      courses: [
        { id: 'c1', code: 'CMPE150', name: 'Computing', credits: 4, grade: 'AA' },
        { id: 'c2', code: 'MATH101', name: 'Calculus', credits: null, grade: null },
      ],
    },
  ],
  planner: { target: 3.25, nextCredits: 18 },
};

describe('GPA calculator storage', () => {
  it('restores what it saved', () => {
    expect(parseCalculatorData(serializeCalculatorData(data))).toEqual(data);
  });

  it('saves out-of-range fields as empty instead of losing the whole save', () => {
    const saved = serializeCalculatorData({
      semesters: [
        {
          id: 's1',
          name: 'Fall',
          courses: [{ id: 'c1', code: 'X', name: 'Y', credits: 45, grade: 'BB' }],
        },
      ],
      planner: { target: 5, nextCredits: 0 },
    });
    expect(parseCalculatorData(saved)).toEqual({
      semesters: [
        {
          id: 's1',
          name: 'Fall',
          courses: [{ id: 'c1', code: 'X', name: 'Y', credits: null, grade: 'BB' }],
        },
      ],
      planner: { target: null, nextCredits: null },
    });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, semesters: [], planner: {} })],
    ['no planner', JSON.stringify({ version: 1, semesters: [] })],
    ['an unknown grade', serializeCalculatorData(data).replace('"AA"', '"XX"')],
    ['negative credits', serializeCalculatorData(data).replace('"credits":4', '"credits":-1')],
    ['a semester without an id', serializeCalculatorData(data).replace('"id":"s1"', '"id":""')],
    ['an array', '[]'],
  ])('ignores %s', (_name, text) => {
    expect(parseCalculatorData(text)).toBeUndefined();
  });
});
