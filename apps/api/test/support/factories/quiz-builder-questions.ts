import { eq, inArray } from 'drizzle-orm';
import { type QbQuestionStatus, type QbQuestionType } from '@campus/contracts';
import { qbMatters, qbPhrases } from '../../../src/features/quiz-builder/quiz-builder.tables';
import { createQbQuestionsRepository } from '../../../src/features/quiz-builder/questions.repository';
import {
  renderTemplate,
  searchTextOf as questionSearchText,
} from '../../../src/features/quiz-builder/question-wording';
import type { TestContext } from '../app';
import { factoryActorId, next, one } from './quiz-builder-library';

/** An option a question offers: an option (or its id) and the wording it shows. */
export interface QuestionOptionInput {
  option_id: string;
  alternative_id?: string | null;
}

export interface QuestionOptions {
  /** `single_choice` when options are given, `short_text` otherwise. */
  type?: QbQuestionType;
  /** For a scale: 5 unless given. */
  scale_max?: 5 | 7;
  /** Worded by a phrase (filled by the matters) instead of its own text. */
  phrase_id?: string;
  /** Its own text; "Question N" / "Soru N" unless given (ignored with a phrase). */
  text_en?: string;
  text_tr?: string;
  matter_ids?: string[];
  /** The options of version 1 in order (option rows from createOption fit). */
  options?: QuestionOptionInput[];
  importance?: number;
  status?: QbQuestionStatus;
  actorId?: string;
}

export interface CreatedQuestion {
  question_id: string;
  /** The id of version 1, its current version. */
  version_id: string;
  type: QbQuestionType;
  scale_max: number | null;
  status: QbQuestionStatus;
  phrase_id: string | null;
  text_en: string | null;
  text_tr: string | null;
  /** The wording shown: its own text or the phrase filled with the matters. */
  rendered_en: string;
  rendered_tr: string;
  matter_ids: string[];
  option_ids: string[];
}

/**
 * A question with its version 1 (type, scale, options) and matters, as the
 * API would save it, searchable by its rendered wording.
 */
export async function createQuestion(
  t: TestContext,
  options: QuestionOptions = {},
): Promise<CreatedQuestion> {
  const db = t.database.db;
  const number = next();
  const type = options.type ?? (options.options === undefined ? 'short_text' : 'single_choice');
  const scaleMax = type === 'scale' ? (options.scale_max ?? 5) : null;
  const matterIds = options.matter_ids ?? [];
  const phrase =
    options.phrase_id === undefined
      ? null
      : await one(
          db.select().from(qbPhrases).where(eq(qbPhrases.phrase_id, options.phrase_id)),
          'The phrase',
        );
  const values = {
    phrase_id: phrase?.phrase_id ?? null,
    text_en: phrase === null ? (options.text_en ?? `Question ${number}`) : null,
    text_tr: phrase === null ? (options.text_tr ?? `Soru ${number}`) : null,
    importance: options.importance ?? 1,
    status: options.status ?? 'draft',
  };
  const matterRows =
    matterIds.length === 0
      ? []
      : await db.select().from(qbMatters).where(inArray(qbMatters.matter_id, matterIds));
  const matters = matterIds.flatMap((matterId) =>
    matterRows.filter((matter) => matter.matter_id === matterId),
  );
  const wording =
    phrase === null
      ? { en: values.text_en ?? '', tr: values.text_tr ?? '' }
      : {
          en: renderTemplate(phrase.template_en, matters, 'en'),
          tr: renderTemplate(phrase.template_tr, matters, 'tr'),
        };
  const actorId = options.actorId ?? factoryActorId;
  const repository = createQbQuestionsRepository(db);
  const questionId = await repository.insertQuestion(
    values,
    questionSearchText(wording, values),
    actorId,
  );
  await repository.setMatters(questionId, matterIds);
  const versionId = await repository.insertVersion(
    questionId,
    1,
    { type, scale_max: scaleMax },
    actorId,
  );
  const offered = options.options ?? [];
  await repository.setVersionOptions(
    versionId,
    offered.map((option) => ({
      option_id: option.option_id,
      alternative_id: option.alternative_id ?? null,
    })),
  );
  return {
    question_id: questionId,
    version_id: versionId,
    type,
    scale_max: scaleMax,
    status: values.status,
    phrase_id: values.phrase_id,
    text_en: values.text_en,
    text_tr: values.text_tr,
    rendered_en: wording.en,
    rendered_tr: wording.tr,
    matter_ids: matterIds,
    option_ids: offered.map((option) => option.option_id),
  };
}
