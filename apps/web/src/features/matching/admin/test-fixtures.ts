import type {
  MatchAdmin,
  MatchPair,
  MatchPairDetail,
  MatchParticipantAdmin,
  MatchPhysicalAdmin,
  MatchRoundAdmin,
} from '@campus/contracts';

/**
 * The shared data of the matching admin tests (physicals, participants, pairs,
 * matches, calculations), in the contracts' shapes. A test that needs other
 * values spreads these and changes only those.
 */

export const pageOf = <T>(items: T[], total = items.length) => ({
  items,
  page: 1,
  page_size: 25,
  total,
});

export const autumn: MatchRoundAdmin = {
  round_id: '1a2b3c4d-0000-4000-8000-000000000001',
  title_en: 'Autumn friends',
  title_tr: 'Sonbahar arkadaşları',
  purpose: 'friendship',
  status: 'open',
  bundle_id: '1a2b3c4d-0000-4000-8000-0000000000b1',
  opens_at: '2026-10-01T09:00:00.000Z',
  closes_at: '2026-11-01T09:00:00.000Z',
  reveal_at: '2026-11-05T09:00:00.000Z',
  respond_by: '2026-11-12T09:00:00.000Z',
  mode: 'one_to_one',
  k: 1,
  min_score: 0,
  height_enabled: false,
  max_class_year_gap: null,
  department_rule: 'any',
  criteria: [],
  created_at: '2026-09-20T09:00:00.000Z',
  updated_at: '2026-09-20T09:00:00.000Z',
  participant_counts: { active: 2, paused: 1, excluded: 0, left: 0 },
};

export const spring: MatchRoundAdmin = {
  ...autumn,
  round_id: '1a2b3c4d-0000-4000-8000-000000000002',
  title_en: 'Spring study buddies',
  title_tr: 'Bahar çalışma arkadaşları',
  purpose: 'study_buddy',
  status: 'closed',
};

export const ayse: MatchParticipantAdmin = {
  participant_id: '2a2b3c4d-0000-4000-8000-000000000001',
  round_id: autumn.round_id,
  user_id: '3a2b3c4d-0000-4000-8000-000000000001',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.edu',
  alias: 'Moonlight',
  status: 'active',
  status_reason: null,
  admin_note: 'Asked for a chess partner',
  consent_version: 1,
  dating_consent: false,
  priority: true,
  physical_id: '4a2b3c4d-0000-4000-8000-000000000001',
  quizzes_total: 3,
  quizzes_completed: 3,
  questions_total: 24,
  questions_answered: 24,
  bundle_complete: true,
  ready: true,
  joined_at: '2026-10-02T10:00:00.000Z',
  updated_at: '2026-10-03T10:00:00.000Z',
};

export const mehmet: MatchParticipantAdmin = {
  ...ayse,
  participant_id: '2a2b3c4d-0000-4000-8000-000000000002',
  user_id: '3a2b3c4d-0000-4000-8000-000000000002',
  name: 'Mehmet Öztürk',
  email: 'mehmet@example.edu',
  alias: 'Comet',
  status: 'paused',
  physical_id: null,
  quizzes_completed: 1,
  questions_answered: 9,
  bundle_complete: false,
  ready: false,
  admin_note: null,
  priority: false,
};

export const ayseSpring: MatchParticipantAdmin = {
  ...ayse,
  participant_id: '2a2b3c4d-0000-4000-8000-000000000003',
  round_id: spring.round_id,
};

export const aysePhysical: MatchPhysicalAdmin = {
  physical_id: '4a2b3c4d-0000-4000-8000-000000000001',
  user_id: ayse.user_id,
  name: ayse.name,
  email: ayse.email,
  updated_by: null,
  birth_year: 2003,
  gender: 'woman',
  genders_sought: [],
  age_min: 19,
  age_max: 26,
  height_cm: null,
  height_min: null,
  height_max: null,
  campus: 'Kuzey',
  same_campus_only: true,
  department: 'Computer Engineering',
  class_year: 3,
  languages: ['tr', 'en'],
  meeting_mode: 'in_person',
  availability: ['mon_evening', 'sat_morning'],
  visible_fields: ['age', 'department'],
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
};

/** A participant as a pair or a match names them (`matchPersonSchema`). */
export const personOf = (participant: MatchParticipantAdmin) => ({
  user_id: participant.user_id,
  participant_id: participant.participant_id,
  name: participant.name,
  alias: participant.alias,
});

/** A participant as a match's member, who has not answered yet. */
export const memberOf = (participant: MatchParticipantAdmin): MatchAdmin['members'][number] => ({
  ...personOf(participant),
  response: 'pending',
  responded_at: null,
  seen_at: null,
  feedback_rating: null,
  feedback_comment: null,
  reported_at: null,
});

const personA = personOf(ayse);
const personB = personOf(mehmet);

export const candidatePair: MatchPair = {
  pair_id: 41,
  round_id: autumn.round_id,
  calculation_id: '5a2b3c4d-0000-4000-8000-000000000001',
  kind: 'candidate',
  person_a: personA,
  person_b: personB,
  score: 8735,
  satisfaction_ab: null,
  satisfaction_ba: null,
  rationale: null,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

export const forcedPair: MatchPair = {
  ...candidatePair,
  pair_id: 42,
  calculation_id: null,
  kind: 'forced',
  person_b: {
    user_id: '3a2b3c4d-0000-4000-8000-000000000009',
    participant_id: '2a2b3c4d-0000-4000-8000-000000000009',
    name: 'Ece Kaya',
    alias: 'Star',
  },
  score: 6000,
  rationale: 'Both asked for a chess partner',
};

export const explanation: MatchPairDetail['explanation'] = {
  agree: [
    {
      question_id: '6a2b3c4d-0000-4000-8000-000000000001',
      question: 'Early bird or night owl?',
      similarity_percent: 100,
      answer_a: 'Night owl',
      answer_b: 'Night owl',
    },
  ],
  differ: [
    {
      question_id: '6a2b3c4d-0000-4000-8000-000000000002',
      question: 'Tea or coffee?',
      similarity_percent: 0,
      answer_a: 'Tea',
      answer_b: null,
    },
  ],
};

export const match: MatchAdmin = {
  match_id: '7a2b3c4d-0000-4000-8000-000000000001',
  round_id: autumn.round_id,
  calculation_id: candidatePair.calculation_id,
  status: 'published',
  score: 8735,
  forced: false,
  rationale: null,
  rank: 1,
  respond_by: '2026-11-12T09:00:00.000Z',
  published_at: '2026-11-05T09:00:00.000Z',
  closed_at: null,
  revoke_reason: null,
  note: null,
  members: [
    memberOf(ayse),
    {
      ...memberOf(mehmet),
      response: 'accepted',
      responded_at: '2026-11-06T09:00:00.000Z',
      seen_at: '2026-11-06T08:00:00.000Z',
    },
  ],
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-05T09:00:00.000Z',
};
