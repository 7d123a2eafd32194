import { eq } from 'drizzle-orm';
import { foldSearchText } from '@campus/contracts';
import {
  qbMatters,
  qbOptions,
  qbPhrases,
  type QbMatterRow,
  type QbOptionAlternativeRow,
  type QbOptionRow,
  type QbPhraseRow,
} from '../../../src/features/quiz-builder/quiz-builder.tables';
import { createQuizBuilderRepository } from '../../../src/features/quiz-builder/quiz-builder.repository';
import type { TestContext } from '../app';

/**
 * The quiz builder's library written straight to the database through the
 * feature's repository (no audit entries, no HTTP): matters, options and
 * phrases; and what the quiz builder's other factories share.
 */

/** The `created_by` of what the factories make (the column has no key to users). */
export const factoryActorId = '00000000-0000-4000-8000-0000000000fa';

let counter = 0;
/** A number no earlier factory call of this run answered, for default names. */
export function next(): string {
  counter += 1;
  return String(counter);
}

/** The one row a query answers, or an error naming `what`. */
export async function one<Row>(rows: Promise<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (row === undefined) throw new Error(`${what} is not in the database`);
  return row;
}

// ─── Matters ────────────────────────────────────────────────────────────────

export interface MatterOptions {
  name_en?: string;
  name_tr?: string;
  description_en?: string;
  description_tr?: string;
  parent_id?: string | null;
  actorId?: string;
}

/** A matter (a subject or topic), at the top unless a parent is given. */
export async function createMatter(
  t: TestContext,
  options: MatterOptions = {},
): Promise<QbMatterRow> {
  const number = next();
  const matterId = await createQuizBuilderRepository(t.database.db).insertMatter(
    {
      name_en: options.name_en ?? `Matter ${number}`,
      name_tr: options.name_tr ?? `Konu ${number}`,
      description_en: options.description_en ?? '',
      description_tr: options.description_tr ?? '',
      parent_id: options.parent_id ?? null,
    },
    options.actorId ?? factoryActorId,
  );
  return one(
    t.database.db.select().from(qbMatters).where(eq(qbMatters.matter_id, matterId)),
    'The matter',
  );
}

// ─── Options ────────────────────────────────────────────────────────────────

export interface OptionOptions {
  text_en?: string;
  text_tr?: string;
  /** The value for scoring; 1 unless given. */
  value?: number;
  /** Other wordings of the choice, in order. */
  alternatives?: { text_en: string; text_tr: string }[];
  actorId?: string;
}

export type CreatedOption = QbOptionRow & { alternatives: QbOptionAlternativeRow[] };

/** An answer choice with its alternative wordings (in their order). */
export async function createOption(
  t: TestContext,
  options: OptionOptions = {},
): Promise<CreatedOption> {
  const number = next();
  const values = {
    text_en: options.text_en ?? `Option ${number}`,
    text_tr: options.text_tr ?? `Seçenek ${number}`,
    value: options.value ?? 1,
  };
  const alternatives = options.alternatives ?? [];
  const repository = createQuizBuilderRepository(t.database.db);
  const searchText = foldSearchText(
    [
      values.text_en,
      values.text_tr,
      ...alternatives.flatMap((alternative) => [alternative.text_en, alternative.text_tr]),
    ].join(' '),
  );
  const optionId = await repository.insertOption(
    values,
    searchText,
    options.actorId ?? factoryActorId,
  );
  for (const [position, alternative] of alternatives.entries()) {
    await repository.insertAlternative(optionId, alternative, position);
  }
  const row = await one(
    t.database.db.select().from(qbOptions).where(eq(qbOptions.option_id, optionId)),
    'The option',
  );
  return { ...row, alternatives: await repository.alternativesOf([optionId]) };
}

// ─── Phrases ────────────────────────────────────────────────────────────────

export interface PhraseOptions {
  /** `{matter}` and `{matter_2}` are filled by a question's matters. */
  template_en?: string;
  template_tr?: string;
  actorId?: string;
}

/** A sentence template; "Do you like {matter}? N" unless given. */
export async function createPhrase(
  t: TestContext,
  options: PhraseOptions = {},
): Promise<QbPhraseRow> {
  const number = next();
  const phraseId = await createQuizBuilderRepository(t.database.db).insertPhrase(
    {
      template_en: options.template_en ?? `Do you like {matter}? ${number}`,
      template_tr: options.template_tr ?? `{matter} sever misiniz? ${number}`,
    },
    options.actorId ?? factoryActorId,
  );
  return one(
    t.database.db.select().from(qbPhrases).where(eq(qbPhrases.phrase_id, phraseId)),
    'The phrase',
  );
}
