import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
} from '../../../test/render-feature';
import { signInAs } from '../../../test/people';
import { courseExperienceEndpoints } from '@campus/contracts';
import { viewerKey } from '../api';
import { CourseDetailPage } from './course-detail-page';
import { courseId, pageOf, publicDetail, publicExperience, student } from './test-fixtures';

const detailPath = `coursefile/courses/${courseId}`;
const experiencesPath = `${detailPath}/experiences`;
const summary = 'Weekly labs keep you on track; start the projects early.';

function renderPage() {
  return renderRoutes({
    initialEntry: `/courses/${courseId}`,
    routes: [{ path: '/courses/:course_id', element: <CourseDetailPage /> }],
  });
}

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Share your experience' }));
  await screen.findByText('Share your experience of CMPE 150');
  return screen.getByRole('dialog', { name: 'Share your experience of CMPE 150' });
}

/** A field by the start of its label (required ones end with an asterisk); cheaper than a role query. */
function field(dialog: HTMLElement, label: string, selector: string) {
  return within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector });
}

async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await user.click(field(dialog, label, 'input'));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function rate(user: UserEvent, dialog: HTMLElement, label: string, value: string) {
  await user.click(within(field(dialog, label, '[role="radiogroup"]')).getByLabelText(value));
}

async function fillRequired(user: UserEvent, dialog: HTMLElement) {
  await choose(user, dialog, 'Year', '2025');
  await choose(user, dialog, 'Term', 'Fall');
  await rate(user, dialog, 'Difficulty', '4');
  await rate(user, dialog, 'Workload', '3');
  await rate(user, dialog, 'Usefulness', '5');
  await rate(user, dialog, 'Grading fairness', '4');
  await user.click(within(dialog).getByRole('textbox', { name: 'Summary' }));
  await user.paste(summary);
}

function submitButton(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: 'Send for review' });
}

beforeEach(() => {
  fakeServer.reset();
  signInAs(student);
  fakeServer.on('GET', detailPath, () => jsonResponse(200, publicDetail));
  fakeServer.on('GET', experiencesPath, () => jsonResponse(200, pageOf([publicExperience])));
  fakeServer.on('POST', experiencesPath, (call) =>
    jsonResponse(201, {
      ...publicExperience,
      ...(call.body as object),
      experience_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      grade_received: 'BA',
      details: '',
      exam_tips: '',
      resources: '',
      status: 'waiting',
      review_note: null,
      reviewed_at: null,
      course_code: 'CMPE 150',
    }),
  );
});

// Each test opens the whole form in a modal, which takes a few seconds on a busy machine.
describe('Share your experience', { timeout: 60_000 }, () => {
  it('sends the experience, thanks the author and refreshes their contributions', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderPage();
    const ownKey = viewerKey(
      courseExperienceEndpoints.listOwn,
      { query: { page: 1, page_size: 10 } },
      student.user_id,
    );
    queryClient.setQueryData(ownKey, pageOf([]));

    const dialog = await openForm(user);
    expect(within(dialog).getByText(/Your ratings and summary are public/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Instructor' })).toHaveValue('Zeynep Kaya');
    await fillRequired(user, dialog);
    expect(
      within(dialog).getByText(new RegExp(`${summary.length} / 2000 characters`)),
    ).toBeInTheDocument();
    await choose(user, dialog, 'Grade received', 'BA');
    await user.click(within(dialog).getByRole('textbox', { name: 'Exam tips' }));
    await user.paste('Old exams help.');
    await user.click(submitButton(dialog));

    expect(
      await screen.findByText('Thanks — your experience waits for review'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(fakeServer.callsTo('POST', experiencesPath).map((call) => call.body)).toEqual([
      {
        semester: '2025-fall',
        instructor_name: 'Zeynep Kaya',
        rating_difficulty: 4,
        rating_workload: 3,
        rating_usefulness: 5,
        rating_grading: 4,
        grade_received: 'BA',
        summary,
        exam_tips: 'Old exams help.',
      },
    ]);
    expect(queryClient.getQueryState(ownKey)?.isInvalidated).toBe(true);
  });

  it('asks before Cancel or Escape throws away what was typed, and closes at once when nothing was', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    let dialog = await openForm(user);
    // Nothing typed yet: Cancel closes without asking.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(
        screen.queryByRole('dialog', { name: /Share your experience/ }),
      ).not.toBeInTheDocument();
    });

    dialog = await openForm(user);
    await user.click(within(dialog).getByRole('textbox', { name: 'Summary' }));
    await user.paste(summary);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(
      within(ask).getByText('You have unsaved changes. Are you sure you want to leave?'),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: 'Summary' })).toHaveValue(summary);

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => {
      expect(
        screen.queryByRole('dialog', { name: /Share your experience/ }),
      ).not.toBeInTheDocument();
    });
    expect(fakeServer.callsTo('POST', experiencesPath)).toHaveLength(0);
  });

  it('checks the form with the SPEC messages before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const dialog = await openForm(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Instructor' }));
    await user.click(submitButton(dialog));

    expect(await within(dialog).findByText('Please check the form for errors')).toBeInTheDocument();
    expect(within(dialog).getByText('Year is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Term is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Instructor is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Difficulty is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Grading fairness is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Summary is required')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Workload' }),
    ).toHaveAccessibleDescription('Workload is required 1 = very light, 5 = very heavy');

    await user.click(within(dialog).getByRole('textbox', { name: 'Summary' }));
    await user.paste('Too short');
    await user.click(submitButton(dialog));
    expect(
      await within(dialog).findByText('Summary must be at least 20 characters'),
    ).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', experiencesPath)).toHaveLength(0);
  });

  it('shows a 409 as a form error, and the API field errors under their fields', async () => {
    const user = userEvent.setup({ delay: null });
    fakeServer.on('POST', experiencesPath, () =>
      problemResponse(409, 'You have already shared an experience of this course for 2025-fall'),
    );
    renderPage();
    const dialog = await openForm(user);
    await fillRequired(user, dialog);
    await user.click(submitButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already shared an experience of this course for 2025-fall',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fakeServer.on('POST', experiencesPath, () =>
      problemResponse(400, 'The request is not valid', [
        {
          field: 'body.summary',
          code: 'too_short',
          params: { min: 20 },
          message: 'summary must be at least 20 characters',
        },
        { field: 'body.semester', message: 'semester must look like 2025-fall' },
      ]),
    );
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request is not valid');
    expect(field(dialog, 'Summary', 'textarea')).toHaveAccessibleDescription(
      expect.stringContaining('Summary must be at least 20 characters'),
    );
    expect(within(dialog).getByText('semester must look like 2025-fall')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', experiencesPath)).toHaveLength(2);
  });
});
