import type { CourseListItem } from '@campus/contracts';
import { computing, departmentOf } from './test-departments';

/** The course the courses' component tests start from, and its figures. */

/** A course's figures before any experience of it is approved. */
export const noAggregates: CourseListItem['aggregates'] = {
  count: 0,
  rating_difficulty: null,
  rating_workload: null,
  rating_usefulness: null,
  rating_grading: null,
};

/** CMPE 150 as every course answer carries it, without its figures. */
export const cmpe150Course: Omit<CourseListItem, 'aggregates'> = {
  course_id: '5b0c7a52-3f1e-4d6a-9b8c-1a2b3c4d5e6f',
  course_code: 'CMPE 150',
  name_en: 'Introduction to Computing',
  name_tr: 'Bilgisayara Giriş',
  credits: 3,
  ects: 6,
  course_type: 'mandatory',
  level: 'undergraduate',
  status: 'active',
  instructor_name: 'Zeynep Kaya',
  semester_offered: 'both',
  language: 'en',
  department: departmentOf(computing),
};
