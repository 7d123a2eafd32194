import type { MyMatch, MyMatchProgress, MyMatchRound, MyParticipation } from '@campus/contracts';

// The round and match the matching tests' signed-in student (`testPeople.student`) sees.

/** An open friendship round the student has not joined. */
export const openRound: MyMatchRound = {
  round_id: '1a2b3c4d-0000-4000-8000-000000000001',
  title_en: 'Autumn friends',
  title_tr: 'Sonbahar arkadaşları',
  purpose: 'friendship',
  status: 'open',
  bundle_id: '1a2b3c4d-0000-4000-8000-0000000000b1',
  opens_at: '2026-11-01T09:00:00.000Z',
  closes_at: '2026-12-01T09:00:00.000Z',
  reveal_at: '2026-12-02T09:00:00.000Z',
  respond_by: '2026-12-09T09:00:00.000Z',
  accepting: true,
  pool_size: 61,
  participation: null,
};

/** The student's part in that round once they joined. */
export const activeParticipation: MyParticipation = {
  participant_id: '1a2b3c4d-0000-4000-8000-0000000000c1',
  status: 'active',
  alias: 'Sunny',
  consent_version: 1,
  dating_consent: false,
  joined_at: '2026-11-02T09:00:00.000Z',
};

export const joinedRound: MyMatchRound = { ...openRound, participation: activeParticipation };

/** Halfway: one quiz of two done, the physical record not filled. */
export const roundProgress: MyMatchProgress = {
  round_id: openRound.round_id,
  participation: activeParticipation,
  physical_complete: false,
  bundle_id: openRound.bundle_id,
  quizzes_total: 2,
  quizzes_completed: 1,
  questions_total: 20,
  questions_answered: 10,
  bundle_complete: false,
  ready: false,
};

/** A published match of that round, waiting for the student's answer. */
export const waitingMatch: MyMatch = {
  match_id: '2a2b3c4d-0000-4000-8000-000000000001',
  round_id: openRound.round_id,
  round_title: openRound.title_en,
  purpose: 'friendship',
  status: 'published',
  score_percent: 70,
  forced: false,
  rationale: null,
  respond_by: openRound.respond_by,
  published_at: openRound.reveal_at,
  my_response: 'pending',
  partner_accepted: false,
  can_respond: true,
  partner: { alias: 'Moonlight', facts: {} },
  explanation: { agree: [], differ: [] },
  contact: null,
  feedback: null,
  reported: false,
};
