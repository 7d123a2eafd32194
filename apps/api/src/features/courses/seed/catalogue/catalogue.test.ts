import {
  courseLanguageSchema,
  courseLevelSchema,
  courseLimits,
  courseSemesterSchema,
  courseStatusSchema,
  courseTypeSchema,
} from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, personalName } from './index';

const catalogue = buildCatalogue();
const { courses, departments, instructors } = catalogue;

describe('demo catalogue', () => {
  it('has 650 to 750 courses, at least 600 of them active', () => {
    expect(courses.length).toBeGreaterThanOrEqual(650);
    expect(courses.length).toBeLessThanOrEqual(750);
    expect(courses.filter((c) => c.status === 'active').length).toBeGreaterThanOrEqual(600);
  });

  it('has 20-25 departments in 5-7 faculties, with unique codes', () => {
    expect(departments.length).toBeGreaterThanOrEqual(20);
    expect(departments.length).toBeLessThanOrEqual(25);
    expect(new Set(departments.map((d) => d.code)).size).toBe(departments.length);
    const faculties = new Set(departments.map((d) => d.faculty_en));
    expect(faculties.size).toBeGreaterThanOrEqual(5);
    expect(faculties.size).toBeLessThanOrEqual(7);
    expect(new Set(departments.map((d) => d.faculty_tr)).size).toBe(faculties.size);
  });

  it('gives every course a unique code and an existing department', () => {
    expect(new Set(courses.map((c) => c.course_code)).size).toBe(courses.length);
    const codes = new Set(departments.map((d) => d.code));
    for (const course of courses) expect(codes.has(course.department_code)).toBe(true);
  });

  it('uses only valid enumeration values', () => {
    for (const course of courses) {
      expect(courseTypeSchema.parse(course.course_type)).toBe(course.course_type);
      expect(courseLevelSchema.parse(course.level)).toBe(course.level);
      expect(courseStatusSchema.parse(course.status)).toBe(course.status);
      expect(courseSemesterSchema.parse(course.semester_offered)).toBe(course.semester_offered);
      expect(courseLanguageSchema.parse(course.language)).toBe(course.language);
    }
  });

  it('respects the course limits', () => {
    for (const course of courses) {
      expect(course.course_code.length).toBeLessThanOrEqual(courseLimits.codeMaxLength);
      for (const name of [course.name_en, course.name_tr]) {
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(courseLimits.nameMaxLength);
      }
      for (const text of [course.description_en, course.description_tr]) {
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(courseLimits.descriptionMaxLength);
      }
      expect(Number.isInteger(course.credits)).toBe(true);
      expect(course.credits).toBeGreaterThanOrEqual(courseLimits.minCredits);
      expect(course.credits).toBeLessThanOrEqual(courseLimits.maxCredits);
      expect(course.ects).toBeGreaterThanOrEqual(courseLimits.minEcts);
      expect(course.ects).toBeLessThanOrEqual(courseLimits.maxEcts);
    }
  });

  it('numbers courses by year and matches the level to the number', () => {
    for (const course of courses) {
      const match = /^[A-Z]{2,4} ([1-6])\d\d$/.exec(course.course_code);
      expect(match, course.course_code).not.toBeNull();
      const year = Number(match?.[1]);
      const level = year === 6 ? 'phd' : year === 5 ? 'graduate' : 'undergraduate';
      expect(course.level, course.course_code).toBe(level);
      const last = Number(course.course_code.slice(-1));
      if (course.semester_offered === 'fall') expect(last % 2, course.course_code).toBe(1);
      if (course.semester_offered === 'spring') expect(last % 2, course.course_code).toBe(0);
    }
  });

  it('is deterministic', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('translates at least 90% of the course names into Turkish', () => {
    const translated = courses.filter((c) => c.name_tr !== c.name_en).length;
    expect(translated / courses.length).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps most titles distinct', () => {
    const titles = new Set(courses.map((c) => c.name_en));
    expect(titles.size / courses.length).toBeGreaterThanOrEqual(0.9);
  });

  it('includes the university-wide courses', () => {
    const names = new Set(courses.map((c) => c.name_tr));
    for (const name of [
      'Türk Dili I',
      'Türk Dili II',
      'Atatürk İlkeleri ve İnkılap Tarihi I',
      'Atatürk İlkeleri ve İnkılap Tarihi II',
      'Akademik İngilizce I',
    ]) {
      expect(names.has(name)).toBe(true);
    }
    expect(courses.find((c) => c.course_code === 'TK 101')?.language).toBe('tr');
  });

  it('has about 120 unique instructors, including names starting with İ, I and Ş', () => {
    expect(instructors.length).toBeGreaterThanOrEqual(100);
    expect(instructors.length).toBeLessThanOrEqual(140);
    expect(new Set(instructors.map(personalName)).size).toBe(instructors.length);
    const names = instructors.map(personalName);
    for (const letter of ['İ', 'I', 'Ş']) {
      expect(
        names.some((name) => name.startsWith(letter)),
        letter,
      ).toBe(true);
    }
  });

  it("gives each course one of its department's instructors", () => {
    const teachers = new Map<string, Set<string>>();
    for (const course of courses) {
      const set = teachers.get(course.instructor_name) ?? new Set<string>();
      set.add(course.department_code);
      teachers.set(course.instructor_name, set);
    }
    const known = new Set(instructors);
    for (const [instructor, departmentCodes] of teachers) {
      expect(known.has(instructor), instructor).toBe(true);
      expect(departmentCodes.size, instructor).toBe(1);
    }
  });
});
