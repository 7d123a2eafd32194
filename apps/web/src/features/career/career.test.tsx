// @vitest-environment jsdom
// jsdom here, not the project's happy-dom: under happy-dom the form test with a 5 MB CV did not
// finish in 30 s.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { CareerPosition, MyCareerApplication } from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { personOf, signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { CareerApplyPage } from './career-apply-page';
import { CareerPage } from './career-page';
import { MyApplicationsSection } from './my-applications-section';

// A jsdom file runs isolated (web-isolated), without the shared setup's fake of the client.

// The form fills the applicant's name in from the session.
const student = personOf('student', { user_first_name: 'Elif', user_last_name: 'Çelik' });

const position: CareerPosition = {
  position_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  title: 'Student developer intern',
  team: 'Platform',
  location: 'Ankara campus',
  employment_type: 'internship',
  description: 'Build features of the platform.\n<b>not bold</b>',
  requirements: ['TypeScript basics'],
  status: 'open',
  display_order: 0,
  created_at: '2026-09-09T09:00:00.000Z',
  updated_at: '2026-09-09T09:00:00.000Z',
};

const sent: MyCareerApplication = {
  career_id: '7a9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02',
  position_id: position.position_id,
  position_title: position.title,
  status: 'interview',
  created_at: '2026-09-10T09:00:00.000Z',
  updated_at: '2026-09-11T09:00:00.000Z',
};

const letter = 'I built the website of our robotics club and would love to help the platform grow.';

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'career/positions', () =>
    jsonResponse(200, { items: [position], page: 1, page_size: 25, total: 1 }),
  );
});
afterEach(() => {
  setSignedOut();
});

function isForm(value: unknown): value is { get(name: string): unknown } {
  return typeof value === 'object' && value !== null && 'get' in value;
}

function pdf(name = 'cv.pdf', size = 0): File {
  const content = size > 0 ? new Uint8Array(size) : '%PDF-1.4\n%%EOF\n';
  return new File([content], name, { type: 'application/pdf' });
}

describe('the careers page', () => {
  it('lists open positions with their details as text and an Apply link', async () => {
    renderRoutes({
      routes: [{ path: '/career', element: <CareerPage /> }],
      initialEntry: '/career',
    });
    const card = await screen.findByRole('article', { name: position.title });
    const apply = within(card).getByRole('link', { name: `Apply for ${position.title}` });
    expect(apply.getAttribute('href')).toBe(`/career/apply?position=${position.position_id}`);
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(await within(card).findByText(/<b>not bold<\/b>/)).toBeTruthy();
    expect(within(card).getByText('TypeScript basics')).toBeTruthy();
  });
});

describe('the application form', () => {
  it('asks visitors to sign in and come back to the form', async () => {
    setSignedOut();
    renderRoutes({
      routes: [{ path: '/career/apply', element: <CareerApplyPage /> }],
      initialEntry: `/career/apply?position=${position.position_id}`,
    });
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(
      `/reception/login?next=${encodeURIComponent(`/career/apply?position=${position.position_id}`)}`,
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks the fields and the CV before sending, then shows the success state', async () => {
    signInAs(student);
    fakeServer.on('POST', 'career/applications', () => jsonResponse(201, sent));
    renderRoutes({
      routes: [{ path: '/career/apply', element: <CareerApplyPage /> }],
      initialEntry: `/career/apply?position=${position.position_id}`,
    });
    const form = await screen.findByRole('form', { name: 'Apply for a position' });
    expect(within(form).getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Elif Çelik');
    await user.type(within(form).getByLabelText(/^Cover letter/), 'Too short');
    await user.type(within(form).getByLabelText(/^LinkedIn address/), 'http://example.com');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await within(form).findByText('Cover letter must be at least 50 characters'),
    ).toBeTruthy();
    expect(within(form).getByText('The LinkedIn address must start with https://')).toBeTruthy();
    expect(within(form).getByText('CV is required')).toBeTruthy();
    expect(fakeServer.callsTo('POST', 'career/applications')).toHaveLength(0);

    const fileInput = form.querySelector('input[type="file"]');
    if (!(fileInput instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(fileInput, pdf('big.pdf', 5 * 1024 * 1024 + 1));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('The CV must be at most 5 MB')).toBeTruthy();

    await user.clear(within(form).getByLabelText(/^Cover letter/));
    await user.click(within(form).getByLabelText(/^Cover letter/));
    await user.paste(letter);
    await user.clear(within(form).getByLabelText(/^LinkedIn address/));
    await user.upload(fileInput, pdf());
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeTruthy();
    const [call] = fakeServer.callsTo('POST', 'career/applications');
    const body = call?.body;
    if (!isForm(body)) throw new Error('no multipart body');
    expect(body.get('position_id')).toBe(position.position_id);
    expect(body.get('cover_letter')).toBe(letter);
    expect(body.get('cv')).toHaveProperty('type', 'application/pdf');
    expect(screen.getByRole('link', { name: 'Go to My space' }).getAttribute('href')).toBe(
      '/my-space',
    );
  }, 30_000);

  it("shows the API's CV message when the content is not a PDF", async () => {
    signInAs(student);
    fakeServer.on('POST', 'career/applications', () =>
      problemResponse(400, 'The CV must be a PDF document', [
        { field: 'body.cv', message: 'The CV must be a PDF document' },
      ]),
    );
    renderRoutes({
      routes: [{ path: '/career/apply', element: <CareerApplyPage /> }],
      initialEntry: '/career/apply',
    });
    const form = await screen.findByRole('form', { name: 'Apply for a position' });
    await user.click(within(form).getByLabelText(/^Cover letter/));
    await user.paste(letter);
    const fileInput = form.querySelector('input[type="file"]');
    if (!(fileInput instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(fileInput, pdf('renamed.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => {
      expect(within(form).getAllByText('The CV must be a PDF document').length).toBeGreaterThan(0);
    });
    expect(screen.queryByText('Application sent')).toBeNull();
  });
});

describe('my applications', () => {
  it("shows each application's status", async () => {
    signInAs(student);
    fakeServer.on('GET', 'career/applications/mine', () =>
      jsonResponse(200, { items: [sent], page: 1, page_size: 10, total: 1 }),
    );
    renderRoutes({
      routes: [{ path: '/', element: <MyApplicationsSection /> }],
      initialEntry: '/',
    });
    const item = await screen.findByRole('article', { name: position.title });
    expect(within(item).getByText('Interview')).toBeTruthy();
  });
});
