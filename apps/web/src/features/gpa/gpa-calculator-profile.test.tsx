import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GpaPlan } from '@campus/contracts';
import { checkSession, setSignedOut } from '../../lib/auth-store';
import { storageKeys } from '../../lib/storage-keys';
import {
  fakeServer,
  jsonResponse,
  problemResponse,
  renderRoutes,
  type RecordedCall,
} from '../../test/render-feature';
import { signInAs } from '../../test/people';
import { GpaCalculatorPage } from './gpa-calculator-page';
import { gpaSaveDelayMs } from './gpa-profile-sync';
import { parseCalculatorData, serializeCalculatorData } from './gpa-storage';

const gpaPath = 'profile/me/gpa';

/** What the profile holds: one semester of one AA course, and a target. */
const serverPlan: GpaPlan = {
  semesters: [
    {
      id: 'server-semester',
      name: 'Spring 2025',
      courses: [{ id: 'server-course', code: 'PHYS101', name: 'Physics', credits: 4, grade: 'AA' }],
    },
  ],
  planner: { target: 3.5, next_credits: 20 },
};

/** What this browser holds: one semester of one CC course. */
function storeBrowserData() {
  localStorage.setItem(
    storageKeys.gpaCalculator,
    serializeCalculatorData({
      semesters: [
        {
          id: 'browser-semester',
          name: 'Fall 2024',
          courses: [
            { id: 'browser-course', code: 'MATH101', name: 'Calculus', credits: 3, grade: 'CC' },
          ],
        },
      ],
      planner: { target: null, nextCredits: 18 },
    }),
  );
}

const browserPlan: GpaPlan = {
  semesters: [
    {
      id: 'browser-semester',
      name: 'Fall 2024',
      courses: [
        { id: 'browser-course', code: 'MATH101', name: 'Calculus', credits: 3, grade: 'CC' },
      ],
    },
  ],
  planner: { target: null, next_credits: 18 },
};

function answerSaved(plan: GpaPlan | null) {
  fakeServer.on('GET', gpaPath, () =>
    jsonResponse(200, { plan, updated_at: plan === null ? null : '2025-03-01T10:00:00.000Z' }),
  );
}

function echoSave(call: RecordedCall): Response {
  return jsonResponse(200, { plan: call.body, updated_at: new Date().toISOString() });
}

/** An answer the test releases when it wants. */
function deferredResponse() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

function puts(): RecordedCall[] {
  return fakeServer.callsTo('PUT', gpaPath);
}

function status(): HTMLElement {
  return within(screen.getByTestId('gpa-sync-status')).getByRole('status');
}

function storedData() {
  return parseCalculatorData(localStorage.getItem(storageKeys.gpaCalculator));
}

function renderPage() {
  return renderRoutes({
    initialEntry: '/gpa',
    routes: [
      { path: '/gpa', element: <GpaCalculatorPage /> },
      { path: '/reception/login', element: <h1>Sign in</h1> },
    ],
  });
}

beforeEach(() => {
  fakeServer.reset();
  signInAs('student');
});

describe('GPA calculator kept in the profile', () => {
  it('shows the saved calculator instead of the browser’s and keeps it in the browser', async () => {
    storeBrowserData();
    answerSaved(serverPlan);
    renderPage();

    expect(await screen.findByRole('region', { name: 'Spring 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fall 2024' })).not.toBeInTheDocument();
    expect(screen.getByTestId('gpa-cumulative')).toHaveTextContent('4.00');
    expect(screen.getByRole('textbox', { name: 'Credits next semester' })).toHaveValue('20');
    expect(status()).toHaveTextContent('Saved to your profile');
    expect(screen.getByText('Your calculator is kept in this browser and in your profile.'));
    await waitFor(() => {
      expect(storedData()?.semesters[0]?.name).toBe('Spring 2025');
    });
    expect(storedData()?.planner).toEqual({ target: 3.5, nextCredits: 20 });
    expect(puts()).toHaveLength(0);
  });

  it('sends what the browser has when the profile has nothing yet', async () => {
    storeBrowserData();
    answerSaved(null);
    fakeServer.on('PUT', gpaPath, echoSave);
    renderPage();

    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    expect(puts()[0]?.body).toEqual(browserPlan);
    await waitFor(() => {
      expect(status()).toHaveTextContent('Saved to your profile');
    });
    expect(screen.getByRole('region', { name: 'Fall 2024' })).toBeInTheDocument();
  });

  it('sends nothing while both the profile and the browser are empty', async () => {
    answerSaved(null);
    fakeServer.on('PUT', gpaPath, echoSave);
    renderPage();
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', gpaPath)).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(puts()).toHaveLength(0);
    expect(status()).toHaveTextContent('');
  });

  it('saves a second after the last change, one request at a time, with the newest data', async () => {
    answerSaved(serverPlan);
    const first = deferredResponse();
    fakeServer.on('PUT', gpaPath, () => first.response);
    const user = userEvent.setup();
    renderPage();
    const semester = await screen.findByRole('region', { name: 'Spring 2025' });
    const name = within(semester).getByRole('textbox', { name: 'Course name' });

    await user.type(name, ' I');
    expect(status()).toHaveTextContent('Saving…');
    expect(puts()).toHaveLength(0);
    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    expect(puts()[0]?.body).toMatchObject({
      semesters: [{ courses: [{ name: 'Physics I' }] }],
      planner: { target: 3.5, next_credits: 20 },
    });

    // A change while the first save is on its way waits for it to end.
    await user.type(name, 'I');
    await new Promise((resolve) => setTimeout(resolve, gpaSaveDelayMs + 300));
    expect(puts()).toHaveLength(1);
    expect(status()).toHaveTextContent('Saving…');

    fakeServer.on('PUT', gpaPath, echoSave);
    first.release(
      echoSave(
        puts()[0] ?? { method: 'PUT', path: gpaPath, search: new URLSearchParams(), body: null },
      ),
    );
    await waitFor(() => {
      expect(puts()).toHaveLength(2);
    });
    expect(puts()[1]?.body).toMatchObject({ semesters: [{ courses: [{ name: 'Physics II' }] }] });
    await waitFor(() => {
      expect(status()).toHaveTextContent('Saved to your profile');
    });
    // The late answer of the first save did not bring back "Physics I".
    expect(name).toHaveValue('Physics II');
  }, 20_000);

  it('keeps what was typed before the saved calculator arrived, and sends it', async () => {
    storeBrowserData();
    const answer = deferredResponse();
    fakeServer.on('GET', gpaPath, () => answer.response);
    fakeServer.on('PUT', gpaPath, echoSave);
    const user = userEvent.setup();
    renderPage();
    const semester = screen.getByRole('region', { name: 'Fall 2024' });
    await user.type(within(semester).getByRole('textbox', { name: 'Course name' }), ' I');

    answer.release(jsonResponse(200, { plan: serverPlan, updated_at: '2025-03-01T10:00:00.000Z' }));
    await waitFor(() => {
      expect(puts()).toHaveLength(1);
    });
    expect(puts()[0]?.body).toMatchObject({
      semesters: [{ name: 'Fall 2024', courses: [{ name: 'Calculus I' }] }],
    });
    expect(screen.getByRole('region', { name: 'Fall 2024' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spring 2025' })).not.toBeInTheDocument();
  });

  it('says when a save failed, and saves again on retry', async () => {
    answerSaved(serverPlan);
    fakeServer.on('PUT', gpaPath, () => problemResponse(400, 'Please check the form for errors'));
    const user = userEvent.setup();
    renderPage();
    const semester = await screen.findByRole('region', { name: 'Spring 2025' });
    await user.type(within(semester).getByRole('textbox', { name: 'Code' }), 'A');

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Not saved to your profile');
    expect(puts()).toHaveLength(1);

    fakeServer.on('PUT', gpaPath, echoSave);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(status()).toHaveTextContent('Saved to your profile');
    });
    expect(puts()).toHaveLength(2);
    expect(puts()[1]?.body).toMatchObject({ semesters: [{ courses: [{ code: 'PHYS101A' }] }] });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says when the saved calculator could not be read, and reads it again on retry', async () => {
    fakeServer.on('GET', gpaPath, () => problemResponse(403, 'Not allowed'));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Your saved calculator could not be loaded');

    answerSaved(serverPlan);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Spring 2025' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Saved to your profile');
    expect(fakeServer.callsTo('GET', gpaPath)).toHaveLength(2);
  });

  it('invites a signed-out visitor to sign in and asks nothing of the profile', async () => {
    setSignedOut();
    storeBrowserData();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(/Your data is kept in this browser only\./)).toBeInTheDocument();
    expect(screen.queryByTestId('gpa-sync-status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fall 2024' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Course name' }), ' I');
    await new Promise((resolve) => setTimeout(resolve, gpaSaveDelayMs + 200));
    expect(fakeServer.calls.filter((call) => call.path === gpaPath)).toHaveLength(0);
    expect(storedData()?.semesters[0]?.courses[0]?.name).toBe('Calculus I');

    await user.click(
      screen.getByRole('link', { name: 'Sign in to keep your calculator in your profile' }),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows no sign-in invitation while the session is being checked', () => {
    // A session check whose answer has not come yet.
    setSignedOut();
    fakeServer.on('GET', 'reception/verify-token', () => new Promise<Response>(() => undefined));
    void checkSession();
    renderPage();
    expect(screen.getByText('Your data is kept in this browser only.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in/ })).not.toBeInTheDocument();
  });
});
