import type {
  CourseLanguage,
  CourseLevel,
  CourseSemester,
  CourseStatus,
  CourseType,
} from '@campus/contracts';

/** One department of the demo university, with its faculty in both languages. */
export interface DepartmentSeed {
  code: string;
  name_en: string;
  name_tr: string;
  faculty_en: string;
  faculty_tr: string;
}

/** One course of the demo catalogue, ready to be inserted by the seed. */
export interface CourseSeed {
  course_code: string;
  department_code: string;
  name_en: string;
  name_tr: string;
  credits: number;
  ects: number;
  course_type: CourseType;
  level: CourseLevel;
  status: CourseStatus;
  instructor_name: string;
  description_en: string;
  description_tr: string;
  semester_offered: CourseSemester;
  language: CourseLanguage;
}

/** The whole generated catalogue. */
export interface Catalogue {
  departments: DepartmentSeed[];
  instructors: string[];
  courses: CourseSeed[];
}

/** A faculty's names in English and Turkish. */
export interface Faculty {
  readonly en: string;
  readonly tr: string;
}

/**
 * A course topic of a curriculum: year of study (1-4 undergraduate,
 * 5 graduate, 6 PhD), English title, Turkish title and, for an I/II
 * sequence, the number of parts.
 */
export type Topic = readonly [year: number, en: string, tr: string, parts?: number];

/** A department with the topics its curriculum is built from. */
export interface DepartmentCurriculum {
  readonly department: DepartmentSeed;
  /** The discipline as it reads inside an English sentence ("computer engineering"). */
  readonly fieldEn: string;
  /** The discipline as it reads inside a Turkish sentence ("bilgisayar mühendisliği"). */
  readonly fieldTr: string;
  /** The department name in the locative case ("Bilgisayar Mühendisliğinde"). */
  readonly locativeTr: string;
  /** Share of the department's courses taught in Turkish (0-1). */
  readonly turkishShare: number;
  /** The kind of elective the department mostly offers. */
  readonly electiveType: 'elective' | 'technical_elective';
  /** Engineering departments require a summer internship. */
  readonly summerPractice?: boolean;
  readonly topics: readonly Topic[];
}

/** A university-wide course taught by one of the departments. */
export interface CommonTopic {
  readonly prefix: string;
  readonly departmentCode: string;
  /** The course number of the first part (odd: fall). */
  readonly number: number;
  readonly en: string;
  readonly tr: string;
  readonly parts: number;
  readonly language: CourseLanguage;
  /** The subject as it reads inside an English and a Turkish sentence. */
  readonly fieldEn: string;
  readonly fieldTr: string;
  readonly credits: number;
  readonly ects: number;
}
