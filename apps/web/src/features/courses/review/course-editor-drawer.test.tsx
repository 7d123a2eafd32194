import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { signInAs } from '../../../test/people';
import { fakeServer, problemResponse } from '../../../test/render-feature';
import { courseFormSteps, renderManagementPanel, serveCourses } from './test-support';

let user: UserEvent;
let steps: ReturnType<typeof courseFormSteps>;

beforeEach(() => {
  // A signed-in moderator: the unsaved-changes guard holds navigation only within a session.
  signInAs('moderator');
  // A fake DOM computes styles slowly, and nothing here depends on CSS pointer-events.
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  steps = courseFormSteps(user);
  fakeServer.reset();
  serveCourses();
});

describe('CourseEditorDrawer', () => {
  it('checks the form before sending, with the SPEC messages', async () => {
    renderManagementPanel();
    const form = await steps.openAddForm();
    await user.click(form.getByRole('button', { name: 'Add course' }));
    expect(await form.findByText('Please check the form for errors')).toBeInTheDocument();
    expect(form.getByText('Course code is required')).toBeInTheDocument();
    expect(form.getByText('Department is required')).toBeInTheDocument();
    expect(form.getByText('Name in English is required')).toBeInTheDocument();
    expect(form.getByText('Name in Turkish is required')).toBeInTheDocument();
    expect(form.getByText('Credits is required')).toBeInTheDocument();
    expect(form.getByText('ECTS is required')).toBeInTheDocument();
    expect(form.getByText('Instructor is required')).toBeInTheDocument();

    await steps.typeInto(form, /^Course code/, 'cmpe150');
    await steps.typeInto(form, /^Name in English/, 'A');
    await user.click(form.getByRole('button', { name: 'Add course' }));
    expect(await form.findByText('The course code must look like CMPE 150')).toBeInTheDocument();
    expect(form.getByText('Name in English must be at least 2 characters')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'coursefile/courses')).toHaveLength(0);
  });

  it('shows a duplicate code (409) as a form error', async () => {
    fakeServer.on('POST', 'coursefile/courses', () =>
      problemResponse(409, 'A course with the code CMPE 352 already exists'),
    );
    renderManagementPanel();
    const form = await steps.openAddForm();
    await steps.fillNewCourse(form);
    await user.click(form.getByRole('button', { name: 'Add course' }));
    expect(
      await form.findByText('A course with the code CMPE 352 already exists'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a course' })).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    fakeServer.on('POST', 'coursefile/courses', () =>
      problemResponse(400, 'The request has invalid fields', [
        { field: 'body.department_id', message: 'There is no such department' },
      ]),
    );
    renderManagementPanel();
    const form = await steps.openAddForm();
    await steps.fillNewCourse(form);
    await user.click(form.getByRole('button', { name: 'Add course' }));
    expect(await form.findByText('The request has invalid fields')).toBeInTheDocument();
    const department = form.getByLabelText(/^Department/, { selector: 'input' });
    expect(department).toHaveAttribute('aria-invalid', 'true');
    expect(department).toHaveAccessibleDescription(/There is no such department/);
  });

  it('asks before closing a form with unsaved changes', async () => {
    renderManagementPanel();
    const form = await steps.openAddForm();
    await user.click(form.getByRole('button', { name: 'Close the form' }));
    expect(screen.queryByRole('dialog', { name: 'Add a course' })).toBeNull();

    const again = await steps.openAddForm();
    await steps.typeInto(again, /^Course code/, 'HIST');
    await user.click(again.getByRole('button', { name: 'Cancel' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Discard your changes?' }));
    expect(
      ask.getByText('You have unsaved changes. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(again.getByLabelText(/^Course code/)).toHaveValue('HIST');

    await user.click(again.getByRole('button', { name: 'Close the form' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard changes' },
      ),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a course' })).toBeNull();
    });
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { router } = renderManagementPanel();
    const form = await steps.openAddForm();
    await steps.typeInto(form, /^Course code/, 'HIST 101');

    act(() => {
      void router.navigate('/elsewhere');
    });
    const ask = within(await screen.findByRole('dialog', { name: 'Discard your changes?' }));
    await user.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/admin/panel');
    expect(form.getByLabelText(/^Course code/)).toHaveValue('HIST 101');

    act(() => {
      void router.navigate('/elsewhere');
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard changes' },
      ),
    );
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });
});
