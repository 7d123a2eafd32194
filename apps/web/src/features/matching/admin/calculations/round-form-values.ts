import { z } from 'zod';
import type {
  MatchCriterion,
  MatchRoundAdmin,
  MatchRoundBody,
  MatchRoundInput,
} from '@campus/contracts';
import { roundTitleOf } from '../../round-title';

/** A criterion row of the form; `key` keeps React's rows apart. */
export interface CriterionFormValues {
  key: string;
  question_id: string;
  mode: MatchCriterion['mode'];
  /** '' for the question's own importance. */
  weight: number | string;
}

/** The round form's values: times as the browser's `datetime-local` text, numbers '' while empty. */
export interface RoundFormValues {
  title_en: string;
  title_tr: string;
  purpose: MatchRoundBody['purpose'];
  status: MatchRoundBody['status'];
  /** `defaultBundleValue` for the default bundle ("Get to know you"). */
  bundle_id: string;
  opens_at: string;
  closes_at: string;
  reveal_at: string;
  respond_by: string;
  mode: MatchRoundBody['mode'];
  k: number | string;
  min_score: number | string;
  height_enabled: boolean;
  /** '' for no limit. */
  max_class_year_gap: number | string;
  department_rule: MatchRoundBody['department_rule'];
  criteria: CriterionFormValues[];
}

/** The bundle choice that leaves the bundle to the API's default. */
export const defaultBundleValue = 'default';

export const roundDateFields = ['opens_at', 'closes_at', 'reveal_at', 'respond_by'] as const;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as `YYYY-MM-DDTHH:mm` in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` text as an ISO instant; the text itself when it is not a date. */
export function toIso(local: string): string {
  const date = new Date(local);
  return local.trim() === '' || Number.isNaN(date.getTime()) ? local : date.toISOString();
}

let keySeed = 0;
/** A fresh key for a criterion row. */
export function nextCriterionKey(): string {
  keySeed += 1;
  return `criterion-${String(keySeed)}`;
}

const dayMs = 24 * 60 * 60_000;

/** A new round: opens at the next full hour for two weeks, revealed a day later, a week to answer. */
export function newRoundValues(now: Date): RoundFormValues {
  const opens = new Date(now);
  opens.setMinutes(0, 0, 0);
  opens.setHours(opens.getHours() + 1);
  const closes = new Date(opens.getTime() + 14 * dayMs);
  const reveal = new Date(closes.getTime() + dayMs);
  const respondBy = new Date(reveal.getTime() + 7 * dayMs);
  return {
    title_en: '',
    title_tr: '',
    purpose: 'friendship',
    status: 'draft',
    bundle_id: defaultBundleValue,
    opens_at: toLocalInput(opens),
    closes_at: toLocalInput(closes),
    reveal_at: toLocalInput(reveal),
    respond_by: toLocalInput(respondBy),
    mode: 'one_to_one',
    k: 1,
    min_score: 0,
    height_enabled: false,
    max_class_year_gap: '',
    department_rule: 'any',
    criteria: [],
  };
}

export function toRoundFormValues(round: MatchRoundAdmin): RoundFormValues {
  return {
    title_en: round.title_en,
    title_tr: round.title_tr,
    purpose: round.purpose,
    status: round.status,
    bundle_id: round.bundle_id,
    opens_at: toLocalInput(new Date(round.opens_at)),
    closes_at: toLocalInput(new Date(round.closes_at)),
    reveal_at: toLocalInput(new Date(round.reveal_at)),
    respond_by: toLocalInput(new Date(round.respond_by)),
    mode: round.mode,
    k: round.k,
    min_score: round.min_score,
    height_enabled: round.height_enabled,
    max_class_year_gap: round.max_class_year_gap ?? '',
    department_rule: round.department_rule,
    criteria: round.criteria.map((criterion) => ({
      key: nextCriterionKey(),
      question_id: criterion.question_id,
      mode: criterion.mode,
      weight: criterion.weight ?? '',
    })),
  };
}

const numberOf = (value: number | string): number =>
  typeof value === 'number' ? value : Number(value);
const numberOrNull = (value: number | string): number | null =>
  value === '' ? null : numberOf(value);

/** The body of `POST`/`PUT /admin/matching/rounds…`; the schema checks the rest. */
export function toRoundBody(values: RoundFormValues): MatchRoundInput {
  return {
    title_en: values.title_en,
    title_tr: values.title_tr,
    purpose: values.purpose,
    status: values.status,
    bundle_id: values.bundle_id === defaultBundleValue ? null : values.bundle_id,
    opens_at: toIso(values.opens_at),
    closes_at: toIso(values.closes_at),
    reveal_at: toIso(values.reveal_at),
    respond_by: toIso(values.respond_by),
    mode: values.mode,
    k: values.mode === 'top_k' ? numberOf(values.k) : 1,
    min_score: numberOf(values.min_score),
    height_enabled: values.height_enabled,
    max_class_year_gap: numberOrNull(values.max_class_year_gap),
    department_rule: values.department_rule,
    criteria: values.criteria.map((criterion) => ({
      question_id: criterion.question_id,
      mode: criterion.mode,
      weight: numberOrNull(criterion.weight),
    })),
  };
}

/** Which time of the window is out of order (opens < closes ≤ reveal < respond by), keyed by field. */
export function windowOrderProblems(
  values: Pick<RoundFormValues, (typeof roundDateFields)[number]>,
): Partial<
  Record<
    (typeof roundDateFields)[number],
    'window_order' | 'reveal_before_close' | 'deadline_before_reveal'
  >
> {
  const time = (local: string) => new Date(local).getTime();
  const [opens, closes, reveal, respondBy] = roundDateFields.map((field) => time(values[field]));
  const problems: ReturnType<typeof windowOrderProblems> = {};
  if (
    opens === undefined ||
    closes === undefined ||
    reveal === undefined ||
    respondBy === undefined
  )
    return problems;
  if ([opens, closes, reveal, respondBy].some(Number.isNaN)) return problems;
  if (!(opens < closes)) problems.closes_at = 'window_order';
  if (reveal < closes) problems.reveal_at = 'reveal_before_close';
  if (!(reveal < respondBy)) problems.respond_by = 'deadline_before_reveal';
  return problems;
}

/** The form's values without the rows' keys, to compare with the saved round. */
export function comparableValues(values: RoundFormValues): unknown {
  return { ...values, criteria: values.criteria.map(({ key: _key, ...rest }) => rest) };
}

/**
 * What the form checks of a criterion itself: its question id is missing,
 * not an id or named twice, or its weight is not a whole number from 0 to 10.
 */
export type CriterionProblem = 'required' | 'question_id' | 'duplicate_question' | 'weight';

const uuidSchema = z.uuid();

/** The criteria's problems, keyed by field path ('criteria.0.question_id', 'criteria.2.weight'). */
export function criteriaProblems(
  criteria: readonly CriterionFormValues[],
): Record<string, CriterionProblem> {
  const problems: Record<string, CriterionProblem> = {};
  const seen = new Set<string>();
  criteria.forEach((criterion, index) => {
    const at = `criteria.${String(index)}`;
    const id = criterion.question_id.trim();
    if (id === '') problems[`${at}.question_id`] = 'required';
    else if (!uuidSchema.safeParse(id).success) problems[`${at}.question_id`] = 'question_id';
    else if (seen.has(id)) problems[`${at}.question_id`] = 'duplicate_question';
    seen.add(id);
    const weight = criterion.weight;
    if (
      weight !== '' &&
      !(Number.isInteger(Number(weight)) && Number(weight) >= 0 && Number(weight) <= 10)
    )
      problems[`${at}.weight`] = 'weight';
  });
  return problems;
}

/** A question a criterion can name, grouped by its quiz. */
export interface QuestionChoiceGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** A bundle's quizzes with their questions, as the bundle preview gives them. */
interface BundleQuestions {
  quizzes: readonly {
    title_en: string;
    title_tr: string;
    questions: readonly { question_id: string; type: string; text_en: string; text_tr: string }[];
  }[];
}

/**
 * The questions a criterion can name, grouped by quiz in the interface
 * language (null until the bundle is read), and the short text questions
 * among them, which are never scored.
 */
export function questionChoicesOf(
  bundle: BundleQuestions | undefined,
  language: string,
): { groups: QuestionChoiceGroup[] | null; shortTextIds: Set<string> } {
  return {
    groups:
      bundle === undefined
        ? null
        : bundle.quizzes.map((quiz) => ({
            group: roundTitleOf(quiz, language),
            items: quiz.questions.map((question) => ({
              value: question.question_id,
              label: language.startsWith('tr') ? question.text_tr : question.text_en,
            })),
          })),
    shortTextIds: new Set(
      bundle?.quizzes.flatMap((quiz) =>
        quiz.questions.filter((q) => q.type === 'short_text').map((q) => q.question_id),
      ),
    ),
  };
}
