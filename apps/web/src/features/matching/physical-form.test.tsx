import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MatchPhysical } from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import { joinedRound } from './test-rounds';
import {
  renderMatchesPage,
  roundsAnswer,
  serveMatchesPage,
  setUpMatchingTests,
} from './test-session';

const round = joinedRound;

const saved: MatchPhysical = {
  physical_id: '1a2b3c4d-0000-4000-8000-0000000000d1',
  birth_year: 2004,
  gender: null,
  genders_sought: [],
  age_min: 19,
  age_max: 25,
  height_cm: null,
  height_min: null,
  height_max: null,
  campus: null,
  same_campus_only: false,
  department: null,
  class_year: null,
  languages: [],
  meeting_mode: 'either',
  availability: [],
  visible_fields: [],
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

const { user } = setUpMatchingTests(() => {
  serveMatchesPage({ rounds: roundsAnswer([round]) });
  fakeServer.on('GET', `matches/rounds/${round.round_id}/progress`, () =>
    jsonResponse(200, {
      round_id: round.round_id,
      participation: round.participation,
      physical_complete: false,
      bundle_id: round.bundle_id,
      quizzes_total: 1,
      quizzes_completed: 0,
      questions_total: 5,
      questions_answered: 0,
      bundle_complete: false,
      ready: false,
    }),
  );
  fakeServer.on('GET', 'matches/physical', () => jsonResponse(200, null));
});

async function openForm() {
  renderMatchesPage();
  await user.click(await screen.findByRole('button', { name: 'Fill in your physical record' }));
  return within(await screen.findByRole('form', { name: 'Physical record' }));
}

describe('The physical record form', () => {
  it('checks the birth year first, then saves the fields of the contract', async () => {
    fakeServer.on('PUT', 'matches/physical', () => jsonResponse(200, saved));
    const form = await openForm();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Birth year is required')).toBeVisible();
    expect(fakeServer.callsTo('PUT', 'matches/physical')).toHaveLength(0);

    await user.type(form.getByLabelText('Birth year'), '2004');
    await user.type(form.getByLabelText('Youngest age'), '19');
    await user.type(form.getByLabelText('Oldest age'), '25');
    await user.type(form.getByLabelText('Department'), 'Physics');
    await user.click(form.getByRole('checkbox', { name: 'Only people on my campus' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('PUT', 'matches/physical')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('PUT', 'matches/physical')[0]?.body).toEqual({
      birth_year: 2004,
      gender: null,
      genders_sought: [],
      age_min: 19,
      age_max: 25,
      height_cm: null,
      height_min: null,
      height_max: null,
      campus: null,
      same_campus_only: true,
      department: 'Physics',
      class_year: null,
      languages: [],
      meeting_mode: 'either',
      availability: [],
      visible_fields: [],
    });
    expect(await screen.findByText('Your physical record is saved')).toBeVisible();
  });

  it('shows the API’s coded field errors on their fields', async () => {
    fakeServer.on('PUT', 'matches/physical', () =>
      problemResponse(400, 'Invalid', [
        {
          field: 'body.birth_year',
          message: 'Participants must be at least 16 years old',
          params: { rule: 'too_young' },
        },
      ]),
    );
    const form = await openForm();
    await user.type(form.getByLabelText('Birth year'), '2015');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('You must be at least 16 years old')).toBeVisible();
    expect(form.getByLabelText('Birth year')).toHaveAttribute('aria-invalid', 'true');
  });
});
