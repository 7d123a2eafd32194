import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cumulativeGpa,
  formatGpa,
  gpaAfter,
  gpaBand,
  gradeLetters,
  neededAverage,
  replacedCourseIds,
  semesterGpa,
  semestersAtFullAA,
  weightedGpa,
  type GpaCourse,
  type GpaSemester,
  type GradeLetter,
} from './gpa-rules';

let nextId = 0;
function course(code: string, credits: number | null, grade: GradeLetter | null): GpaCourse {
  nextId += 1;
  return { id: `c${String(nextId)}`, code, name: code, credits, grade };
}
function semester(courses: GpaCourse[]): GpaSemester {
  nextId += 1;
  return { id: `s${String(nextId)}`, name: 'Semester', courses };
}

describe('semester GPA', () => {
  it('weights grade points by credits', () => {
    const result = semesterGpa(
      semester([
        course('CMPE150', 4, 'AA'),
        course('MATH101', 3, 'CC'),
        course('HIST105', 2, 'BB'),
      ]),
    );
    expect(result.credits).toBe(9);
    expect(result.gpa).toBeCloseTo((16 + 6 + 6) / 9, 10);
  });

  it('leaves out courses with 0 credits, without a grade or with invalid credits', () => {
    const result = weightedGpa([
      course('A', 3, 'BA'),
      course('B', 0, 'FF'),
      course('C', 4, null),
      course('D', null, 'FF'),
      course('E', 45, 'FF'),
    ]);
    expect(result).toEqual({ gpa: 3.5, credits: 3 });
  });

  it('has no GPA when nothing counts', () => {
    expect(weightedGpa([])).toEqual({ gpa: null, credits: 0 });
    expect(weightedGpa([course('A', 0, 'AA')])).toEqual({ gpa: null, credits: 0 });
  });
});

describe('cumulative GPA', () => {
  it('counts only the latest attempt of a repeated course', () => {
    const first = course('CMPE150', 4, 'FF');
    const retake = course('cmpe 150', 4, 'BB');
    const semesters = [semester([first, course('MATH101', 4, 'AA')]), semester([retake])];
    expect(cumulativeGpa(semesters)).toEqual({ gpa: 3.5, credits: 8, replacedAttempts: 1 });
    expect([...replacedCourseIds(semesters)]).toEqual([first.id]);
    // Each semester's own GPA still includes its attempt.
    expect(semesterGpa(semesters[0] ?? semester([])).gpa).toBe(2);
  });

  it('keeps the earlier attempt while the retake has no grade', () => {
    const semesters = [
      semester([course('PHYS101', 4, 'DD')]),
      semester([course('PHYS101', 4, null)]),
    ];
    expect(cumulativeGpa(semesters)).toEqual({ gpa: 1, credits: 4, replacedAttempts: 0 });
  });

  it('counts every course without a code', () => {
    const semesters = [semester([course('', 2, 'AA')]), semester([course(' ', 2, 'CC')])];
    expect(cumulativeGpa(semesters).gpa).toBe(3);
  });
});

describe('what do I need', () => {
  const base = { currentGpa: 2.5, currentCredits: 60, nextCredits: 20 };

  it('answers the needed average when reachable', () => {
    const answer = neededAverage({ ...base, target: 2.75 });
    expect(answer).toEqual({ kind: 'reachable', needed: expect.closeTo(3.5, 10) as number });
  });

  it('answers already reached when nothing is needed', () => {
    expect(neededAverage({ ...base, target: 1.875 })).toEqual({ kind: 'reached' });
    expect(neededAverage({ ...base, target: 1 })).toEqual({ kind: 'reached' });
  });

  it('answers not reachable, with the semesters of full AA it would take', () => {
    const answer = neededAverage({ ...base, target: 3.2 });
    // needed = (3.2 × 80 − 150) / 20 = 5.3; n ≥ 60 × 0.7 / (20 × 0.8) = 2.625 → 3
    expect(answer).toEqual({
      kind: 'unreachable',
      needed: expect.closeTo(5.3, 10) as number,
      semestersAtFullAA: 3,
    });
    expect(gpaAfter({ ...base, target: 3.2 }, 4, 3)).toBeGreaterThanOrEqual(3.2);
    expect(gpaAfter({ ...base, target: 3.2 }, 4, 2)).toBeLessThan(3.2);
  });

  it('says a 4.00 target can never be reached after a lower grade', () => {
    expect(neededAverage({ ...base, target: 4 })).toEqual({
      kind: 'unreachable',
      needed: expect.closeTo(8.5, 10) as number,
      semestersAtFullAA: null,
    });
  });

  it('uses the target itself when no credits are completed', () => {
    expect(neededAverage({ currentGpa: 0, currentCredits: 0, nextCredits: 30, target: 3 })).toEqual(
      {
        kind: 'reachable',
        needed: 3,
      },
    );
  });

  it('has no answer without next semester credits', () => {
    expect(neededAverage({ ...base, nextCredits: 0, target: 3 })).toBeNull();
  });
});

describe('display', () => {
  it('rounds to two decimals only when shown', () => {
    expect(formatGpa(10 / 3)).toBe('3.33');
    expect(formatGpa(3.5, 'tr')).toBe('3,50');
  });

  it('colours by band of the shown value', () => {
    expect(gpaBand(null)).toBe('none');
    expect(gpaBand(3.499)).toBe('excellent');
    expect(gpaBand(3.2)).toBe('good');
    expect(gpaBand(2)).toBe('fair');
    expect(gpaBand(1.99)).toBe('low');
  });
});

const gradeArb = fc.constantFrom(...gradeLetters);
const courseArb = fc.record({
  id: fc.uuid(),
  code: fc.constantFrom('', 'CMPE150', 'MATH101', 'PHYS101', 'HIST105'),
  name: fc.constant('Course'),
  credits: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  grade: fc.option(gradeArb, { nil: null }),
});
const semestersArb = fc.array(
  fc.record({
    id: fc.uuid(),
    name: fc.constant('S'),
    courses: fc.array(courseArb, { maxLength: 8 }),
  }),
  { maxLength: 6 },
);

describe('GPA properties', () => {
  it('keeps every GPA within 0 and 4', () => {
    fc.assert(
      fc.property(semestersArb, (semesters) => {
        const cumulative = cumulativeGpa(semesters).gpa;
        const values = [cumulative, ...semesters.map((item) => semesterGpa(item).gpa)];
        return values.every((value) => value === null || (value >= 0 && value <= 4));
      }),
    );
  });

  it('never lowers the GPA when an AA course is added', () => {
    fc.assert(
      fc.property(
        fc.array(courseArb, { maxLength: 10 }),
        fc.integer({ min: 1, max: 30 }),
        (courses, credits) => {
          const before = weightedGpa(courses).gpa ?? 0;
          const after = weightedGpa([...courses, course('', credits, 'AA')]).gpa ?? 0;
          return after >= before - 1e-9;
        },
      ),
    );
  });

  it('reaches the target when the needed average is achieved', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 4, noNaN: true }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 4, noNaN: true }),
        (currentGpa, currentCredits, nextCredits, target) => {
          const input = { currentGpa, currentCredits, nextCredits, target };
          const answer = neededAverage(input);
          if (answer === null) return false;
          if (answer.kind === 'reached') return gpaAfter(input, 0) >= target - 1e-9;
          if (answer.kind === 'reachable') {
            return (
              Math.abs(gpaAfter(input, answer.needed) - target) < 1e-9 && answer.needed <= 4 + 1e-9
            );
          }
          if (answer.needed <= 4) return false;
          const semesters = semestersAtFullAA(input);
          if (semesters === null) return target >= 4 - 1e-9;
          return (
            gpaAfter(input, 4, semesters) >= target - 1e-9 &&
            (semesters === 1 || gpaAfter(input, 4, semesters - 1) < target)
          );
        },
      ),
    );
  });
});
