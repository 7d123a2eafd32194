import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { fakeServer, jsonResponse } from '../../../test/render-feature';
import {
  cmpe150,
  cmpe150Detail,
  courseFormSteps,
  courseListCalls,
  detailPath,
  newCourse,
  pageOf,
  renderManagementPanel,
  serveCourses,
} from './test-support';

let user: UserEvent;
let steps: ReturnType<typeof courseFormSteps>;

beforeEach(() => {
  // A fake DOM computes styles slowly, and nothing here depends on CSS pointer-events.
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  steps = courseFormSteps(user);
  fakeServer.reset();
  serveCourses();
});

describe('CourseManagementPanel', () => {
  it('lists the courses of a status, kept in a prefixed URL parameter', async () => {
    const { router } = renderManagementPanel();
    const table = await screen.findByRole('table', { name: 'Courses: Active (2)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const row = within(rows[1] ?? table);
    expect(row.getByRole('link', { name: 'CMPE 150' })).toHaveAttribute(
      'href',
      `/courses/${cmpe150.course_id}`,
    );
    expect(row.getByText('Computer Engineering')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Edit CMPE 150' })).toBeInTheDocument();
    expect(Object.fromEntries(courseListCalls()[0]?.search ?? [])).toEqual({
      status: 'active',
      sort: 'code',
      page: '1',
      page_size: '25',
    });

    fakeServer.on('GET', 'coursefile/courses', () => jsonResponse(200, pageOf([])));
    await steps.choose(within(document.body), /^Status/, 'Draft');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=courses&course_status=draft');
    });
    expect(await screen.findByText('No courses with the status “Draft”')).toBeInTheDocument();
    expect(courseListCalls().at(-1)?.search.get('status')).toBe('draft');
  });

  it('searches a moment after typing stops and clears the filters', async () => {
    fakeServer.on('GET', 'coursefile/courses', (call) =>
      jsonResponse(200, pageOf(call.search.has('q') ? [] : [cmpe150])),
    );
    const { router } = renderManagementPanel('/admin/panel?tab=courses&course_status=draft');
    await screen.findByRole('table', { name: 'Courses: Draft (1)' });
    await user.click(screen.getByLabelText('Search'));
    await user.paste('intro');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=courses&course_status=draft&course_q=intro');
    });
    expect(await screen.findByText('No course matches these filters')).toBeInTheDocument();
    expect(Object.fromEntries(courseListCalls().at(-1)?.search ?? [])).toEqual({
      status: 'draft',
      q: 'intro',
      sort: 'code',
      page: '1',
      page_size: '25',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=courses&course_status=draft');
    });
    expect(await screen.findByRole('table', { name: 'Courses: Draft (1)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('reads the filters from the URL', async () => {
    renderManagementPanel(
      '/admin/panel?course_status=archived&course_department=HIST&course_page=2',
    );
    await screen.findByRole('table', { name: 'Courses: Archived (2)' });
    expect(Object.fromEntries(courseListCalls()[0]?.search ?? [])).toEqual({
      status: 'archived',
      department: 'HIST',
      sort: 'code',
      page: '2',
      page_size: '25',
    });
    await waitFor(() => {
      expect(screen.getByLabelText('Department', { selector: 'input' })).toHaveValue(
        'HIST · History',
      );
    });
  });

  it('adds a course, says so and refetches the list', async () => {
    fakeServer.on('POST', 'coursefile/courses', () => jsonResponse(201, newCourse));
    renderManagementPanel();
    const form = await steps.openAddForm();
    await steps.fillNewCourse(form);
    expect(form.getByLabelText(/^Course code/)).toHaveValue('CMPE 352');
    const before = courseListCalls().length;
    await user.click(form.getByRole('button', { name: 'Add course' }));

    expect(await screen.findByText('CMPE 352 has been added to the catalogue')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'coursefile/courses')[0]?.body).toEqual({
      course_code: 'CMPE 352',
      department_id: 1,
      name_en: newCourse.name_en,
      name_tr: newCourse.name_tr,
      credits: 3,
      ects: 6,
      course_type: 'mandatory',
      level: 'undergraduate',
      status: 'active',
      instructor_name: newCourse.instructor_name,
      semester_offered: 'fall',
      language: 'en',
      description_en: '',
      description_tr: '',
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a course' })).toBeNull();
    });
    expect(courseListCalls().length).toBeGreaterThan(before);
  });

  it('loads a course into the form and saves it with PUT', async () => {
    fakeServer.on('PUT', detailPath, () =>
      jsonResponse(200, { ...cmpe150Detail, instructor_name: 'Ayşe Demir' }),
    );
    renderManagementPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit CMPE 150' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit CMPE 150' }));
    const instructor = await form.findByLabelText(/^Instructor/);
    expect(instructor).toHaveValue('Zeynep Kaya');
    expect(form.getByLabelText(/^Description in Turkish/)).toHaveValue('İlk satırdan programlama.');
    expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(fakeServer.callsTo('GET', detailPath)).toHaveLength(1);

    await user.clear(instructor);
    await user.click(instructor);
    await user.paste('Ayşe Demir');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The changes to CMPE 150 have been saved')).toBeInTheDocument();
    expect(fakeServer.callsTo('PUT', detailPath)[0]?.body).toEqual({
      course_code: 'CMPE 150',
      department_id: 1,
      name_en: cmpe150.name_en,
      name_tr: cmpe150.name_tr,
      credits: 3,
      ects: 6,
      course_type: 'mandatory',
      level: 'undergraduate',
      status: 'active',
      instructor_name: 'Ayşe Demir',
      semester_offered: 'both',
      language: 'en',
      description_en: cmpe150Detail.description_en,
      description_tr: cmpe150Detail.description_tr,
    });
  });
});
