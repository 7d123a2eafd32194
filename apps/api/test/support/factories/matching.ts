import { and, eq } from 'drizzle-orm';
import {
  matchConsentVersion,
  type MatchParticipantStatus,
  type MatchStatus,
} from '@campus/contracts';
import { createMatchesRepository } from '../../../src/features/matching/matches.repository';
import { orderedPair } from '../../../src/features/matching/matching-common';
import {
  matchMembers,
  matchRounds,
  type MatchParticipantRow,
  type MatchPhysicalRow,
  type MatchRoundRow,
  type MatchRow,
} from '../../../src/features/matching/matching.tables';
import { createParticipantsRepository } from '../../../src/features/matching/participants.repository';
import {
  createPhysicalsRepository,
  type PhysicalValues,
} from '../../../src/features/matching/physicals.repository';
import type { TestContext } from '../app';
import { createUser, type TestUser, type UserOptions } from './accounts';
import { createOption, createQuestion, createQuiz, type CreatedQuestion } from './quiz-builder';
import { createBundle, takeQuiz } from './quiz-taking';

/**
 * Matching's things written straight to the database through the feature's
 * repositories: a small matching questionnaire (one published quiz in a
 * published bundle), rounds, participants with a physical record and their
 * answers, and matches in any state.
 */

const day = 24 * 60 * 60 * 1000;

export interface MatchingQuestionnaire {
  bundleId: string;
  quizId: string;
  questions: CreatedQuestion[];
}

/** Four 1-5 scales, two ordered single choices, a multiple choice and a short text. */
export async function createMatchingQuestionnaire(t: TestContext): Promise<MatchingQuestionnaire> {
  const options = [];
  for (const [index, text] of ['Rarely', 'Sometimes', 'Often'].entries())
    options.push(
      await createOption(t, { text_en: text, text_tr: `${text} (tr)`, value: index + 1 }),
    );
  const hobbies = [];
  for (const text of ['Music', 'Sports', 'Games'])
    hobbies.push(await createOption(t, { text_en: text, text_tr: `${text} (tr)` }));
  const questions: CreatedQuestion[] = [];
  for (let index = 0; index < 4; index += 1)
    questions.push(
      await createQuestion(t, {
        type: 'scale',
        scale_max: 5,
        importance: 5,
        status: 'active',
        text_en: `How much do you like topic ${String(index + 1)}?`,
      }),
    );
  for (let index = 0; index < 2; index += 1)
    questions.push(
      await createQuestion(t, {
        type: 'single_choice',
        options,
        importance: 4,
        status: 'active',
        text_en: `How often do you do thing ${String(index + 1)}?`,
      }),
    );
  questions.push(
    await createQuestion(t, {
      type: 'multiple_choice',
      options: hobbies,
      importance: 3,
      status: 'active',
    }),
  );
  questions.push(await createQuestion(t, { type: 'short_text', status: 'active' }));
  const quiz = await createQuiz(t, {
    purpose: 'matching',
    status: 'published',
    questions: questions.map((question) => ({ question_id: question.question_id })),
  });
  const bundle = await createBundle(t, { status: 'published', quiz_ids: [quiz.quiz_id] });
  return { bundleId: bundle.bundle_id, quizId: quiz.quiz_id, questions };
}

/**
 * A person's completed answers; people with close `profile` numbers answer
 * alike, so that scores differ predictably.
 */
export async function answerQuestionnaire(
  t: TestContext,
  questionnaire: MatchingQuestionnaire,
  userId: string,
  profile: number,
): Promise<void> {
  await takeQuiz(t, {
    user_id: userId,
    quiz_id: questionnaire.quizId,
    bundle_id: questionnaire.bundleId,
    completed: true,
    answers: questionnaire.questions.map((question, index) => {
      if (question.type === 'scale') return { question, scale_value: 1 + ((profile + index) % 5) };
      if (question.type === 'short_text') return { question, text_value: 'Honesty' };
      const pick = question.option_ids[(profile + index) % question.option_ids.length] ?? '';
      return { question, option_ids: [pick] };
    }),
  });
}

export interface RoundOptions extends Partial<Omit<MatchRoundRow, 'round_id'>> {
  questionnaire: MatchingQuestionnaire;
}

/** An open friendship round (opened yesterday, closing tomorrow) over the questionnaire. */
export async function createMatchRound(
  t: TestContext,
  options: RoundOptions,
): Promise<MatchRoundRow> {
  const now = Date.now();
  const { questionnaire, ...values } = options;
  const [row] = await t.database.db
    .insert(matchRounds)
    .values({
      title_en: 'Spring friendship round',
      title_tr: 'Bahar arkadaşlık turu',
      purpose: 'friendship',
      status: 'open',
      opens_at: new Date(now - day),
      closes_at: new Date(now + day),
      reveal_at: new Date(now + 2 * day),
      respond_by: new Date(now + 9 * day),
      ...values,
      bundle_id: questionnaire.bundleId,
    })
    .returning();
  if (row === undefined) throw new Error('The round was not inserted');
  return row;
}

export const defaultPhysical: PhysicalValues = {
  birth_year: new Date().getUTCFullYear() - 21,
  gender: 'woman',
  genders_sought: [],
  campus: 'North',
  same_campus_only: false,
  department: 'Computer Engineering',
  class_year: 2,
  languages: ['tr', 'en'],
  meeting_mode: 'either',
  visible_fields: ['class_year', 'department'],
};

export async function createPhysical(
  t: TestContext,
  userId: string,
  values: Partial<PhysicalValues> = {},
): Promise<MatchPhysicalRow> {
  return createPhysicalsRepository(t.database.db).save(userId, { ...defaultPhysical, ...values });
}

export interface ParticipantOptions {
  round: MatchRoundRow;
  questionnaire: MatchingQuestionnaire;
  /** A new student unless given. */
  user?: TestUser;
  userOptions?: UserOptions;
  status?: MatchParticipantStatus;
  /** The answers' profile (see answerQuestionnaire); no answers when null. */
  profile?: number | null;
  /** No physical record when null. */
  physical?: Partial<PhysicalValues> | null;
  alias?: string;
}

/** A ready participant by default: opted in, a physical record, the bundle answered. */
export async function createParticipant(
  t: TestContext,
  options: ParticipantOptions,
): Promise<{ user: TestUser; participant: MatchParticipantRow }> {
  const user = options.user ?? (await createUser(t, options.userOptions));
  const participants = createParticipantsRepository(t.database.db);
  let participant = await participants.insert({
    round_id: options.round.round_id,
    user_id: user.id,
    alias: options.alias ?? `Alias ${user.firstName}`,
    consent_version: matchConsentVersion,
    dating_consent_at: options.round.purpose === 'dating' ? new Date() : null,
  });
  if (options.status !== undefined && options.status !== 'active')
    participant =
      (await participants.update(participant.participant_id, { status: options.status })) ??
      participant;
  if (options.physical !== null) await createPhysical(t, user.id, options.physical ?? {});
  if (options.profile !== null)
    await answerQuestionnaire(t, options.questionnaire, user.id, options.profile ?? 0);
  return { user, participant };
}

/**
 * An open round of a questionnaire (a new one unless given), with `size` ready participants
 * (answer profiles 0, 1, …).
 */
export async function createReadyRound(
  t: TestContext,
  size: number,
  shared?: MatchingQuestionnaire,
) {
  const questionnaire = shared ?? (await createMatchingQuestionnaire(t));
  const round = await createMatchRound(t, { questionnaire });
  const people = [];
  for (let index = 0; index < size; index += 1)
    people.push(await createParticipant(t, { round, questionnaire, profile: index }));
  return { questionnaire, round, people };
}

/** An open round of a questionnaire of its own, with two ready participants a and b. */
export async function createReadyPair(t: TestContext) {
  const {
    people: [a, b],
    ...ready
  } = await createReadyRound(t, 2);
  if (a === undefined || b === undefined) throw new Error('Two people');
  return { ...ready, a, b };
}

export interface MatchOptions {
  round: MatchRoundRow;
  users: [string, string];
  status?: MatchStatus;
  responses?: Partial<Record<string, 'pending' | 'accepted' | 'declined'>>;
  respondBy?: Date;
  score?: number;
  calculationId?: string | null;
}

/** A match of two people in a round, in any state (published ones published now). */
export async function createMatch(t: TestContext, options: MatchOptions): Promise<MatchRow> {
  const matches = createMatchesRepository(t.database.db);
  const status = options.status ?? 'published';
  const [row] = await matches.insertMany([
    {
      round_id: options.round.round_id,
      calculation_id: options.calculationId ?? null,
      score: options.score ?? 7500,
      forced: false,
      rationale: null,
      rank: 0,
      explanation: { agree: [], differ: [] },
      respond_by: options.respondBy ?? options.round.respond_by,
      members: orderedPair(options.users[0], options.users[1]),
    },
  ]);
  if (row === undefined) throw new Error('The match was not inserted');
  const updated = await matches.update(row.match_id, {
    status,
    published_at: status === 'proposed' ? null : new Date(),
    closed_at: ['declined', 'expired', 'revoked'].includes(status) ? new Date() : null,
  });
  for (const [userId, response] of Object.entries(options.responses ?? {}))
    if (response !== undefined)
      await t.database.db
        .update(matchMembers)
        .set({ response, responded_at: new Date() })
        .where(and(eq(matchMembers.match_id, row.match_id), eq(matchMembers.user_id, userId)));
  return updated ?? row;
}
