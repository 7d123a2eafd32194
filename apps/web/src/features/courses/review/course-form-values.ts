import {
  courseWriteBodySchema,
  type CourseDetailCourse,
  type CourseLanguage,
  type CourseLevel,
  type CourseSemester,
  type CourseStatus,
  type CourseType,
  type CourseWriteBody,
  type CourseWriteInput,
} from '@campus/contracts';

/** What the course form edits, as its inputs hold it. */
export interface CourseFormValues {
  course_code: string;
  /** The Select's value: a department id as text, or null before one is chosen. */
  department_id: string | null;
  name_en: string;
  name_tr: string;
  /** NumberInput's value: a number, or '' while empty. */
  credits: number | string;
  ects: number | string;
  course_type: CourseType;
  level: CourseLevel;
  status: CourseStatus;
  instructor_name: string;
  semester_offered: CourseSemester;
  language: CourseLanguage;
  description_en: string;
  description_tr: string;
}

/** A new course starts active, undergraduate, mandatory, taught in English in the fall. */
export const newCourseValues: CourseFormValues = {
  course_code: '',
  department_id: null,
  name_en: '',
  name_tr: '',
  credits: '',
  ects: '',
  course_type: 'mandatory',
  level: 'undergraduate',
  status: 'active',
  instructor_name: '',
  semester_offered: 'fall',
  language: 'en',
  description_en: '',
  description_tr: '',
};

export function toCourseFormValues(course: CourseDetailCourse): CourseFormValues {
  return {
    course_code: course.course_code,
    department_id: String(course.department.department_id),
    name_en: course.name_en,
    name_tr: course.name_tr,
    credits: course.credits,
    ects: course.ects,
    course_type: course.course_type,
    level: course.level,
    status: course.status,
    instructor_name: course.instructor_name,
    semester_offered: course.semester_offered,
    language: course.language,
    description_en: course.description_en,
    description_tr: course.description_tr,
  };
}

/** True when two sets of values are the same, field by field. */
export function sameValues(a: CourseFormValues, b: CourseFormValues): boolean {
  return (Object.keys(a) as (keyof CourseFormValues)[]).every((field) => a[field] === b[field]);
}

export interface DescriptionLengths {
  description_en: number;
  description_tr: number;
}

export function descriptionLengths(values: CourseFormValues): DescriptionLengths {
  return {
    description_en: values.description_en.length,
    description_tr: values.description_tr.length,
  };
}

/** A NumberInput's value as a number, or undefined while it is empty (so the field counts as missing). */
function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

/** The request body the values stand for, before the contract checks it. */
export function toCourseWriteInput(
  values: CourseFormValues,
): Record<keyof CourseWriteInput, unknown> {
  return {
    course_code: values.course_code,
    department_id: values.department_id === null ? undefined : Number(values.department_id),
    name_en: values.name_en,
    name_tr: values.name_tr,
    credits: numberOf(values.credits),
    ects: numberOf(values.ects),
    course_type: values.course_type,
    level: values.level,
    status: values.status,
    instructor_name: values.instructor_name,
    semester_offered: values.semester_offered,
    language: values.language,
    description_en: values.description_en,
    description_tr: values.description_tr,
  };
}

/** The body to send, or undefined when the values break a rule of the contract. */
export function toCourseWriteBody(values: CourseFormValues): CourseWriteBody | undefined {
  const parsed = courseWriteBodySchema.safeParse(toCourseWriteInput(values));
  return parsed.success ? parsed.data : undefined;
}
