import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CourseDetailCourse, CourseListItem, ReviewExperience } from '@campus/contracts';
import { CourseManagementPanel } from './course-management-panel';
import { fakeServer, jsonResponse, renderRoutes } from '../../../test/render-feature';
import { cmpe150Course, noAggregates } from '../test-courses';
import { constants, departmentOf, history } from '../test-departments';

/** Fixtures and helpers of the moderator panels' component tests. */

export function pageOf<Item>(items: Item[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

export const queuePath = 'coursefile/review/experiences';

export const waiting: ReviewExperience = {
  experience_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  course_id: '5b0c7a52-3f1e-4d6a-9b8c-1a2b3c4d5e6f',
  course_code: 'CMPE 150',
  semester: '2025-fall',
  instructor_name: 'Zeynep Kaya',
  rating_difficulty: 4,
  rating_workload: 3,
  rating_usefulness: 5,
  rating_grading: 2,
  grade_received: 'BA',
  summary: 'Weekly labs carry the course; start the projects early.',
  details: 'The midterm is all about recursion and lists.',
  exam_tips: 'Old exams repeat almost word for word.',
  resources: '',
  created_at: '2025-11-02T09:30:00.000Z',
  status: 'waiting',
  review_note: null,
  reviewed_at: null,
  author_id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  author_name: 'Elif Ç.',
};

export const second: ReviewExperience = {
  ...waiting,
  experience_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
  course_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  course_code: 'HIST 201',
  semester: '2026-spring',
  instructor_name: 'İlber Şahin',
  grade_received: null,
  summary: 'A reading-heavy course about the city, with a fair final.',
  details: '',
  exam_tips: '',
  created_at: '2025-11-05T14:00:00.000Z',
};

export const rejected: ReviewExperience = {
  ...second,
  status: 'rejected',
  review_note: 'Please describe the course rather than the instructor.',
  reviewed_at: '2025-11-07T10:15:00.000Z',
};

export const approvePath = `${queuePath}/${waiting.experience_id}/approve`;
export const rejectPath = `${queuePath}/${waiting.experience_id}/reject`;
export const deletePath = `${queuePath}/${waiting.experience_id}`;

/** A course as the list answers it (with its approved experiences' figures). */
export const cmpe150: CourseListItem = { ...cmpe150Course, aggregates: noAggregates };

export const hist201: CourseListItem = {
  ...cmpe150,
  course_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  course_code: 'HIST 201',
  name_en: 'History of İstanbul',
  name_tr: 'İstanbul Tarihi',
  course_type: 'elective',
  instructor_name: 'İlber Şahin',
  language: 'tr',
  department: departmentOf(history),
};

export const cmpe150Detail: CourseDetailCourse = {
  ...cmpe150,
  description_en: 'Programming from the first line.',
  description_tr: 'İlk satırdan programlama.',
};

export const detailPath = `coursefile/courses/${cmpe150.course_id}`;

export const newCourse: CourseDetailCourse = {
  ...cmpe150,
  course_id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  course_code: 'CMPE 352',
  name_en: 'Fundamentals of Software Engineering',
  name_tr: 'Yazılım Mühendisliğinin Temelleri',
  instructor_name: 'Suzan Üsküdarlı',
  semester_offered: 'fall',
  description_en: '',
  description_tr: '',
};

/** The fake API of the course panel: two courses, the constants, and CMPE 150 in full. */
export function serveCourses(): void {
  fakeServer.on('GET', 'coursefile/courses', () => jsonResponse(200, pageOf([cmpe150, hist201])));
  fakeServer.on('GET', 'coursefile/courses-constants', () => jsonResponse(200, constants));
  fakeServer.on('GET', detailPath, () =>
    jsonResponse(200, {
      course: cmpe150Detail,
      aggregates: noAggregates,
      is_vip: false,
      contributions_needed: 3,
    }),
  );
}

export function renderManagementPanel(initialEntry = '/admin/panel?tab=courses') {
  return renderRoutes({
    initialEntry,
    routes: [
      { path: '/admin/panel', element: <CourseManagementPanel /> },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
  });
}

export function courseListCalls() {
  return fakeServer.callsTo('GET', 'coursefile/courses');
}

/** The steps of filling the course form, for one test's user. */
export function courseFormSteps(user: UserEvent) {
  async function openAddForm() {
    await user.click(await screen.findByRole('button', { name: 'Add course' }));
    return within(await screen.findByRole('dialog', { name: 'Add a course' }));
  }

  type Form = Awaited<ReturnType<typeof openAddForm>>;

  async function choose(form: Form, label: RegExp, option: string) {
    await user.click(form.getByLabelText(label, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: option }));
  }

  async function typeInto(form: Form, label: RegExp, text: string) {
    await user.click(form.getByLabelText(label));
    await user.paste(text);
  }

  /** Fills every required field of CMPE 352 (the code is written in lower case). */
  async function fillNewCourse(form: Form) {
    await typeInto(form, /^Course code/, 'cmpe 352');
    await choose(form, /^Department/, 'CMPE · Computer Engineering');
    await typeInto(form, /^Name in English/, newCourse.name_en);
    await typeInto(form, /^Name in Turkish/, newCourse.name_tr);
    await typeInto(form, /^Credits/, '3');
    await typeInto(form, /^ECTS/, '6');
    await typeInto(form, /^Instructor/, newCourse.instructor_name);
  }

  return { openAddForm, choose, typeInto, fillNewCourse };
}
