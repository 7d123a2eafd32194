import type { CourseSemester } from '@campus/contracts';
import type { Random } from '../../../../platform/seeded-random';

/**
 * Hands out course numbers per prefix: the hundreds digit is the year of
 * study (5xx graduate, 6xx PhD), fall courses get odd numbers and spring
 * courses even ones, and an I/II sequence gets two consecutive numbers.
 */
export class CourseNumbers {
  private readonly used = new Map<string, Set<number>>();
  private readonly slots = new Map<string, number>();

  constructor(private readonly random: Random) {}

  /** Marks fixed numbers (the university-wide courses) as taken. */
  reserve(prefix: string, numbers: readonly number[]): void {
    const used = this.usedFor(prefix);
    for (const n of numbers) used.add(n);
  }

  /** The first number for a course (or a sequence of `parts` courses). */
  allocate(prefix: string, year: number, semester: CourseSemester, parts: number): number {
    const used = this.usedFor(prefix);
    const slotKey = `${prefix}:${year}`;
    const slot = this.slots.get(slotKey) ?? 0;
    this.slots.set(slotKey, slot + 1);
    const hundred = year * 100;
    const start = ((slot % 9) + 1) * 10 + this.random.int(0, 6);
    const wantOdd = parts > 1 || semester === 'fall';
    const wantEven = parts === 1 && semester === 'spring';
    for (let offset = 0; offset < 100; offset += 1) {
      const tail = (start + offset) % 100;
      const first = hundred + tail;
      if (tail === 0 || tail + parts - 1 > 99) continue;
      if (wantOdd && first % 2 === 0) continue;
      if (wantEven && first % 2 === 1) continue;
      const numbers = Array.from({ length: parts }, (_, i) => first + i);
      if (numbers.some((n) => used.has(n))) continue;
      for (const n of numbers) used.add(n);
      return first;
    }
    throw new Error(`No free course number left for ${prefix} in year ${year}`);
  }

  private usedFor(prefix: string): Set<number> {
    let used = this.used.get(prefix);
    if (used === undefined) {
      used = new Set<number>();
      this.used.set(prefix, used);
    }
    return used;
  }
}
