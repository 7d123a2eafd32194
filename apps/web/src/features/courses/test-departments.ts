import type { CourseConstants } from '@campus/contracts';

/** The departments and constants of the courses' component tests. */

export const computing = {
  department_id: 1,
  code: 'CMPE',
  name_en: 'Computer Engineering',
  name_tr: 'Bilgisayar Mühendisliği',
  faculty_en: 'Faculty of Engineering',
  faculty_tr: 'Mühendislik Fakültesi',
};

export const history = {
  department_id: 2,
  code: 'HIST',
  name_en: 'History',
  name_tr: 'Tarih',
  faculty_en: 'Faculty of Arts and Sciences',
  faculty_tr: 'Fen-Edebiyat Fakültesi',
};

export const constants: CourseConstants = {
  course_types: ['mandatory', 'elective', 'technical_elective'],
  course_levels: ['undergraduate', 'graduate', 'phd'],
  course_statuses: ['active', 'draft', 'archived'],
  semesters: ['fall', 'spring', 'both', 'summer'],
  languages: ['en', 'tr'],
  sorts: ['code', '-code', 'credits', '-credits', 'ects', '-ects'],
  departments: [computing, history],
  page_sizes: [10, 25, 50, 100],
  default_page_size: 25,
  grade_scale: [{ letter: 'AA', points: 4 }],
};

/** A department as a course carries it (without its faculty). */
export function departmentOf(department: typeof computing) {
  return {
    department_id: department.department_id,
    code: department.code,
    name_en: department.name_en,
    name_tr: department.name_tr,
  };
}
