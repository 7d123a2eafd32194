import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  failingFilters,
  isPhysicallyEligible,
  type EligibilityRules,
  type EncodedPhysicals,
} from './eligibility';

interface Person {
  birthYear: number;
  gender: number;
  gendersSought: number;
  ageMin: number;
  ageMax: number;
  height: number;
  heightMin: number;
  heightMax: number;
  campus: number;
  sameCampus: number;
  department: number;
  classYear: number;
  languages: number;
  meetingModes: number;
}

const base: Person = {
  birthYear: 2003,
  gender: 0,
  gendersSought: 0b10,
  ageMin: -1,
  ageMax: -1,
  height: 170,
  heightMin: -1,
  heightMax: -1,
  campus: 0,
  sameCampus: 0,
  department: 1,
  classYear: 2,
  languages: 0b01,
  meetingModes: 3,
};

function physicalsOf(people: readonly Person[]): EncodedPhysicals {
  const ints = (field: keyof Person) => Int32Array.from(people, (person) => person[field]);
  return {
    birthYear: ints('birthYear'),
    gender: ints('gender'),
    gendersSought: ints('gendersSought'),
    ageMin: ints('ageMin'),
    ageMax: ints('ageMax'),
    height: ints('height'),
    heightMin: ints('heightMin'),
    heightMax: ints('heightMax'),
    campus: ints('campus'),
    sameCampus: Uint8Array.from(people, (person) => person.sameCampus),
    department: ints('department'),
    classYear: ints('classYear'),
    languages: ints('languages'),
    meetingModes: ints('meetingModes'),
  };
}

const friendship: EligibilityRules = {
  referenceYear: 2025,
  dating: false,
  heightEnabled: false,
  maxClassYearGap: null,
  department: 'any',
};

const maybe = (arbitrary: fc.Arbitrary<number>) => fc.oneof(fc.constant(-1), arbitrary);
const personArbitrary: fc.Arbitrary<Person> = fc.record({
  birthYear: maybe(fc.integer({ min: 1995, max: 2007 })),
  gender: maybe(fc.integer({ min: 0, max: 3 })),
  gendersSought: fc.integer({ min: 0, max: 15 }),
  ageMin: maybe(fc.integer({ min: 17, max: 25 })),
  ageMax: maybe(fc.integer({ min: 20, max: 30 })),
  height: maybe(fc.integer({ min: 150, max: 200 })),
  heightMin: maybe(fc.integer({ min: 150, max: 180 })),
  heightMax: maybe(fc.integer({ min: 170, max: 200 })),
  campus: maybe(fc.integer({ min: 0, max: 2 })),
  sameCampus: fc.integer({ min: 0, max: 1 }),
  department: maybe(fc.integer({ min: 0, max: 3 })),
  classYear: maybe(fc.integer({ min: 1, max: 5 })),
  languages: fc.integer({ min: 0, max: 7 }),
  meetingModes: fc.integer({ min: 0, max: 3 }),
});
const rulesArbitrary: fc.Arbitrary<EligibilityRules> = fc.record({
  referenceYear: fc.constant(2025),
  dating: fc.boolean(),
  heightEnabled: fc.boolean(),
  maxClassYearGap: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  department: fc.constantFrom('any' as const, 'same' as const, 'other' as const),
});

describe('eligibility', () => {
  it('is symmetric, and the fast check agrees with the list of failing filters', () => {
    fc.assert(
      fc.property(personArbitrary, personArbitrary, rulesArbitrary, (a, b, rules) => {
        const physicals = physicalsOf([a, b]);
        const failing = failingFilters(physicals, rules, 0, 1);
        expect(failingFilters(physicals, rules, 1, 0)).toEqual(failing);
        expect(isPhysicallyEligible(physicals, rules, 0, 1)).toBe(failing.length === 0);
        expect(isPhysicallyEligible(physicals, rules, 1, 0)).toBe(failing.length === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('names each filter that fails', () => {
    const cases: [Partial<Person>, Partial<Person>, Partial<EligibilityRules>, string[]][] = [
      [{}, {}, {}, []],
      // a (22) accepts 23..30; b is 22.
      [{ ageMin: 23 }, {}, {}, ['age']],
      [{ ageMax: 21 }, { birthYear: -1 }, {}, ['age']],
      // Dating: each must be among the genders the other seeks.
      [
        { gender: 0, gendersSought: 0b10 },
        { gender: 1, gendersSought: 0b01 },
        { dating: true },
        [],
      ],
      [
        { gender: 0, gendersSought: 0b10 },
        { gender: 1, gendersSought: 0b10 },
        { dating: true },
        ['gender'],
      ],
      [{ gender: 0, gendersSought: 0b01 }, { gender: 0, gendersSought: 0b01 }, {}, []],
      [{ heightMin: 175 }, {}, { heightEnabled: true }, ['height']],
      [{ heightMin: 175 }, {}, {}, []],
      [{ languages: 0b01 }, { languages: 0b10 }, {}, ['language']],
      [{ languages: 0b11 }, { languages: 0 }, {}, []],
      [{ meetingModes: 1 }, { meetingModes: 2 }, {}, ['meeting_mode']],
      [{ meetingModes: 1 }, { meetingModes: 3 }, {}, []],
      [{ sameCampus: 1 }, { campus: 1 }, {}, ['campus']],
      [{ sameCampus: 1 }, {}, {}, []],
      [{ classYear: 1 }, { classYear: 4 }, { maxClassYearGap: 2 }, ['class_year']],
      [{}, { department: 2 }, { department: 'same' }, ['department']],
      [{}, {}, { department: 'other' }, ['department']],
    ];
    for (const [a, b, rules, expected] of cases) {
      const physicals = physicalsOf([
        { ...base, ...a },
        { ...base, gender: 1, gendersSought: 0b01, ...b },
      ]);
      expect(
        failingFilters(physicals, { ...friendship, ...rules }, 0, 1),
        JSON.stringify([a, b, rules]),
      ).toEqual(expected);
    }
  });
});
