import type {
  CourseDetailCourse,
  PublicCourseDetail,
  PublicExperience,
  VipCourseDetail,
  VipExperience,
} from '@campus/contracts';
import { personOf } from '../../../test/people';
import { cmpe150Course } from '../test-courses';

/** Data shared by the course page and contributions tests. */
export const courseId = cmpe150Course.course_id;

export const course: CourseDetailCourse = {
  ...cmpe150Course,
  semester_offered: 'fall',
  description_en: 'Programming with Python, from variables to recursion.',
  description_tr: 'Değişkenlerden özyinelemeye Python ile programlama.',
};

export const aggregates = {
  count: 4,
  rating_difficulty: 3.5,
  rating_workload: 4.25,
  rating_usefulness: 4.75,
  rating_grading: 3,
};

export const publicDetail: PublicCourseDetail = {
  course,
  aggregates,
  is_vip: false,
  contributions_needed: 3,
};

export const vipDetail: VipCourseDetail = {
  ...publicDetail,
  is_vip: true,
  contributions_needed: 0,
  grade_distribution: { BA: 2, AA: 1, FF: 1 },
  instructors: {
    'İlker Öz': { ...aggregates, count: 1 },
    'Çiğdem Ak': { ...aggregates, count: 1, rating_difficulty: 2 },
    'Ilgaz Er': { ...aggregates, count: 1 },
    'Cem Yıldız': { ...aggregates, count: 1, rating_grading: null },
  },
};

export const publicExperience: PublicExperience = {
  experience_id: '0f9a3c1e-2b4d-4e6f-8a1b-2c3d4e5f6a7b',
  course_id: courseId,
  semester: '2025-fall',
  instructor_name: 'Zeynep Kaya',
  rating_difficulty: 4,
  rating_workload: 3,
  rating_usefulness: 5,
  rating_grading: 4,
  summary: 'A gentle start to programming with weekly labs.',
  created_at: '2025-10-02T09:00:00.000Z',
};

export const vipExperience: VipExperience = {
  ...publicExperience,
  grade_received: 'BA',
  details: 'Weekly quizzes and two projects.',
  exam_tips: 'Practise tracing recursion by hand.',
  resources: 'Think Python, second edition.',
};

/** A first page as the API answers it; the experiences' lists also say where the page ends (none here). */
export function pageOf<Item>(items: Item[], total = items.length) {
  return { items, page: 1, page_size: 25, total, next_cursor: null };
}

// The contributions count toward VIP access, which the pages show.
export const student = personOf('student', { contribution_count: 1 });

export const vipStudent = personOf('student', { is_vip: true, contribution_count: 4 });
