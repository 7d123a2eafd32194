import {
  foldSearchText,
  qbLimits,
  qbPhrasePlaceholders,
  type QbMatter,
  type QbMatterBody,
  type QbMatterListQuery,
  type QbMatterPage,
  type QbOption,
  type QbOptionAlternative,
  type QbOptionBody,
  type QbOptionListQuery,
  type QbOptionPage,
  type QbPhrase,
  type QbPhraseBody,
  type QbPhraseListQuery,
  type QbPhrasePage,
  type QbPhrasePlaceholder,
  ruleProblem,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import {
  createQuizBuilderRepository,
  type MatterWithCounts,
  type OptionWithCount,
  type PhraseWithCount,
  type Usage,
} from './quiz-builder.repository';
import type { QbOptionAlternativeRow } from './quiz-builder.tables';

/**
 * PostgreSQL's restrict_violation (23001, an ON DELETE RESTRICT key),
 * foreign_key_violation (23503), unique_violation (23505) and
 * deadlock_detected (40P01): what two admins changing the same things at the
 * same time can run into past the service's own checks.
 */
const conflictCodes = new Set(['23001', '23503', '23505', '40P01']);

export function isConcurrentConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && conflictCodes.has(code)) return true;
    current = current.cause;
  }
  return false;
}

/** A usage as a reader sees it: `3 questions: "A", "B" and 1 more`. */
function describeUsage(usage: Usage, singular: string, plural: string): string {
  const noun = usage.count === 1 ? singular : plural;
  const names = usage.labels.map((label) => `"${label}"`).join(', ');
  const more = usage.count - usage.labels.length;
  return `${String(usage.count)} ${noun}: ${names}${more > 0 ? ` and ${String(more)} more` : ''}`;
}

/** The 409 of a thing that is still used somewhere; empty usages are left out. */
export function inUse(
  thing: string,
  usages: { usage: Usage; singular: string; plural: string }[],
): AppError | undefined {
  const parts = usages
    .filter((entry) => entry.usage.count > 0)
    .map((entry) => describeUsage(entry.usage, entry.singular, entry.plural));
  if (parts.length === 0) return undefined;
  return AppError.conflict(
    `This ${thing} is used by ${parts.join('; and by ')}. Remove it from them first.`,
  );
}

const matterNotFound = () => AppError.notFound('Matter not found');
const optionNotFound = () => AppError.notFound('Option not found');
const phraseNotFound = () => AppError.notFound('Phrase not found');

function matterOf(row: MatterWithCounts): QbMatter {
  return {
    matter_id: row.matter_id,
    name_en: row.name_en,
    name_tr: row.name_tr,
    description_en: row.description_en,
    description_tr: row.description_tr,
    parent:
      row.parent_id === null || row.parent_name_en === null || row.parent_name_tr === null
        ? null
        : { matter_id: row.parent_id, name_en: row.parent_name_en, name_tr: row.parent_name_tr },
    children_count: row.children_count,
    question_count: row.question_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function optionOf(row: OptionWithCount, alternatives: QbOptionAlternativeRow[]): QbOption {
  return {
    option_id: row.option_id,
    text_en: row.text_en,
    text_tr: row.text_tr,
    value: row.value,
    alternatives: alternatives
      .filter((alternative) => alternative.option_id === row.option_id)
      .map((alternative): QbOptionAlternative => ({
        alternative_id: alternative.alternative_id,
        text_en: alternative.text_en,
        text_tr: alternative.text_tr,
      })),
    question_count: row.question_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function placeholdersOf(template: string): QbPhrasePlaceholder[] {
  return qbPhrasePlaceholders.filter((placeholder) => template.includes(`{${placeholder}}`));
}

function phraseOf(row: PhraseWithCount): QbPhrase {
  return {
    phrase_id: row.phrase_id,
    template_en: row.template_en,
    template_tr: row.template_tr,
    placeholders: placeholdersOf(row.template_en),
    question_count: row.question_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function optionSearchText(body: QbOptionBody): string {
  return foldSearchText(
    [
      body.text_en,
      body.text_tr,
      ...body.alternatives.flatMap((alternative) => [alternative.text_en, alternative.text_tr]),
    ].join(' '),
  );
}

/** The names (never the values) of the fields an update changes, for the audit trail. */
function changedFields<Field extends string>(
  fields: readonly Field[],
  before: Record<Field, unknown>,
  after: Record<Field, unknown>,
): Field[] {
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

const matterFields = [
  'name_en',
  'name_tr',
  'description_en',
  'description_tr',
  'parent_id',
] as const;
const optionFields = ['text_en', 'text_tr', 'value'] as const;
const phraseFields = ['template_en', 'template_tr'] as const;

/** Depth at which a chain of parents is taken to be broken (it never is: no cycles are saved). */
const maxMatterDepth = 100;

/**
 * The quiz builder's matters, options (with alternatives) and phrases, for
 * admins: lists with search and filters, and audited changes. A thing still
 * in use cannot be deleted; the 409 names where it is used.
 */
export function createQuizBuilderService(db: Database) {
  const reader = createQuizBuilderRepository(db);

  /** Runs a change; a key violation or deadlock that slipped past the checks is a 409. */
  async function guarded<Result>(work: () => Promise<Result>, conflict: string): Promise<Result> {
    try {
      return await work();
    } catch (error) {
      if (isConcurrentConflict(error)) throw AppError.conflict(conflict);
      throw error;
    }
  }

  /** A 400 on parent_id unless the parent exists and is not the matter or one of its sub-matters. */
  async function checkParent(
    executor: Executor,
    matterId: string | undefined,
    parentId: string | null,
  ): Promise<void> {
    if (parentId === null) return;
    const repository = createQuizBuilderRepository(executor);
    const invalidParent = (message: string) =>
      AppError.badRequest('Please check the form for errors', [
        ruleProblem('body.parent_id', message, 'qb_parent'),
      ]);
    let current: string | null = parentId;
    for (let depth = 0; current !== null && depth < maxMatterDepth; depth += 1) {
      if (current === matterId) {
        throw invalidParent('A matter cannot be inside itself or one of its own sub-matters');
      }
      const next: string | null | undefined = await repository.parentOf(current);
      if (next === undefined) throw invalidParent('The parent matter does not exist');
      current = next;
    }
  }

  async function readMatter(executor: Executor, matterId: string): Promise<QbMatter> {
    const row = await createQuizBuilderRepository(executor).findMatter(matterId);
    if (row === undefined) throw matterNotFound();
    return matterOf(row);
  }

  async function readOption(executor: Executor, optionId: string): Promise<QbOption> {
    const repository = createQuizBuilderRepository(executor);
    const row = await repository.findOption(optionId);
    if (row === undefined) throw optionNotFound();
    return optionOf(row, await repository.alternativesOf([optionId]));
  }

  async function readPhrase(executor: Executor, phraseId: string): Promise<QbPhrase> {
    const row = await createQuizBuilderRepository(executor).findPhrase(phraseId);
    if (row === undefined) throw phraseNotFound();
    return phraseOf(row);
  }

  /**
   * Brings an option's alternatives to the body's list: kept by id, added
   * without one, removed when left out (unless a question shows them).
   * Kept ones first move to temporary positions and texts so that reordering
   * or swapping wordings never trips the unique keys.
   */
  async function saveAlternatives(
    executor: Executor,
    optionId: string,
    body: QbOptionBody,
  ): Promise<{ added: number; removed: number }> {
    const repository = createQuizBuilderRepository(executor);
    const existing = await repository.alternativesOf([optionId]);
    const existingIds = new Set(existing.map((alternative) => alternative.alternative_id));
    const problems = body.alternatives.flatMap((alternative, index) =>
      alternative.alternative_id !== undefined && !existingIds.has(alternative.alternative_id)
        ? [
            {
              field: `body.alternatives.${String(index)}.alternative_id`,
              message: 'This alternative does not belong to the option',
            },
          ]
        : [],
    );
    if (problems.length > 0) {
      throw AppError.badRequest('Please check the form for errors', problems);
    }
    const keptIds = new Set(body.alternatives.map((alternative) => alternative.alternative_id));
    const removed = existing.filter((alternative) => !keptIds.has(alternative.alternative_id));
    for (const alternative of removed) {
      const usage = await repository.alternativeQuestionUsage(
        alternative.alternative_id,
        qbLimits.usagesNamed,
      );
      const refusal = inUse(`alternative ("${alternative.text_en}")`, [
        { usage, singular: 'question', plural: 'questions' },
      ]);
      if (refusal !== undefined) throw refusal;
    }
    await repository.deleteAlternatives(removed.map((alternative) => alternative.alternative_id));
    const kept = body.alternatives.flatMap((alternative, index) =>
      alternative.alternative_id === undefined
        ? []
        : [{ id: alternative.alternative_id, alternative, index }],
    );
    for (const [slot, entry] of kept.entries()) {
      await repository.updateAlternative(
        entry.id,
        { text_en: entry.id, text_tr: entry.id },
        -1 - slot,
      );
    }
    for (const entry of kept) {
      await repository.updateAlternative(
        entry.id,
        { text_en: entry.alternative.text_en, text_tr: entry.alternative.text_tr },
        entry.index,
      );
    }
    let added = 0;
    for (const [index, alternative] of body.alternatives.entries()) {
      if (alternative.alternative_id !== undefined) continue;
      await repository.insertAlternative(
        optionId,
        { text_en: alternative.text_en, text_tr: alternative.text_tr },
        index,
      );
      added += 1;
    }
    return { added, removed: removed.length };
  }

  return {
    // ─── Matters ──────────────────────────────────────────────────────────

    async findMatters(query: QbMatterListQuery): Promise<QbMatterPage> {
      const { rows, total } = await reader.findMatters(query);
      return { items: rows.map(matterOf), page: query.page, page_size: query.page_size, total };
    },

    async findMatter(matterId: string): Promise<QbMatter> {
      return readMatter(db, matterId);
    },

    async createMatter(body: QbMatterBody, actor: AuthUser): Promise<QbMatter> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            await checkParent(transaction, undefined, body.parent_id);
            const matterId = await createQuizBuilderRepository(transaction).insertMatter(
              body,
              actor.userId,
            );
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_matter.created',
              targetType: 'qb_matter',
              targetId: matterId,
              details: { parent_id: body.parent_id },
            });
            return readMatter(transaction, matterId);
          }),
        'The parent matter was changed at the same time; please try again',
      );
    },

    async updateMatter(matterId: string, body: QbMatterBody, actor: AuthUser): Promise<QbMatter> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQuizBuilderRepository(transaction);
            const before = await repository.lockMatter(matterId);
            if (before === undefined) throw matterNotFound();
            await checkParent(transaction, matterId, body.parent_id);
            await repository.updateMatter(matterId, body, actor.userId);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_matter.updated',
              targetType: 'qb_matter',
              targetId: matterId,
              details: { changed: changedFields(matterFields, before, body) },
            });
            return readMatter(transaction, matterId);
          }),
        'The parent matter was changed at the same time; please try again',
      );
    },

    /** Refused while child matters or questions use the matter; the 409 names them. */
    async deleteMatter(matterId: string, actor: AuthUser): Promise<void> {
      await guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQuizBuilderRepository(transaction);
            const before = await repository.lockMatter(matterId);
            if (before === undefined) throw matterNotFound();
            const [children, questions] = await Promise.all([
              repository.childMatterUsage(matterId, qbLimits.usagesNamed),
              repository.matterQuestionUsage(matterId, qbLimits.usagesNamed),
            ]);
            const refusal = inUse('matter', [
              { usage: questions, singular: 'question', plural: 'questions' },
              { usage: children, singular: 'child matter', plural: 'child matters' },
            ]);
            if (refusal !== undefined) throw refusal;
            await repository.deleteMatter(matterId);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_matter.deleted',
              targetType: 'qb_matter',
              targetId: matterId,
              details: { name_en: before.name_en },
            });
          }),
        'This matter was put to use at the same time, so it was not deleted',
      );
    },

    // ─── Options ──────────────────────────────────────────────────────────

    async findOptions(query: QbOptionListQuery): Promise<QbOptionPage> {
      const { rows, total } = await reader.findOptions(query);
      const alternatives = await reader.alternativesOf(rows.map((row) => row.option_id));
      return {
        items: rows.map((row) => optionOf(row, alternatives)),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async findOption(optionId: string): Promise<QbOption> {
      return readOption(db, optionId);
    },

    async createOption(body: QbOptionBody, actor: AuthUser): Promise<QbOption> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQuizBuilderRepository(transaction);
            const optionId = await repository.insertOption(
              { text_en: body.text_en, text_tr: body.text_tr, value: body.value },
              optionSearchText(body),
              actor.userId,
            );
            const { added } = await saveAlternatives(transaction, optionId, body);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_option.created',
              targetType: 'qb_option',
              targetId: optionId,
              details: { value: body.value, alternatives_added: added },
            });
            return readOption(transaction, optionId);
          }),
        'Each wording of an option must be unique',
      );
    },

    async updateOption(optionId: string, body: QbOptionBody, actor: AuthUser): Promise<QbOption> {
      return guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQuizBuilderRepository(transaction);
            const before = await repository.lockOption(optionId);
            if (before === undefined) throw optionNotFound();
            const values = { text_en: body.text_en, text_tr: body.text_tr, value: body.value };
            await repository.updateOption(optionId, values, optionSearchText(body), actor.userId);
            const { added, removed } = await saveAlternatives(transaction, optionId, body);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_option.updated',
              targetType: 'qb_option',
              targetId: optionId,
              details: {
                changed: changedFields(optionFields, before, values),
                alternatives_added: added,
                alternatives_removed: removed,
              },
            });
            return readOption(transaction, optionId);
          }),
        'This option or one of its alternatives was put to use at the same time; please try again',
      );
    },

    /** Refused while a question offers the option; the 409 names the questions. */
    async deleteOption(optionId: string, actor: AuthUser): Promise<void> {
      await guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQuizBuilderRepository(transaction);
            const before = await repository.lockOption(optionId);
            if (before === undefined) throw optionNotFound();
            const questions = await repository.optionQuestionUsage(optionId, qbLimits.usagesNamed);
            const refusal = inUse('option', [
              { usage: questions, singular: 'question', plural: 'questions' },
            ]);
            if (refusal !== undefined) throw refusal;
            await repository.deleteOption(optionId);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_option.deleted',
              targetType: 'qb_option',
              targetId: optionId,
              details: { text_en: before.text_en },
            });
          }),
        'This option was put to use at the same time, so it was not deleted',
      );
    },

    // ─── Phrases ──────────────────────────────────────────────────────────

    async findPhrases(query: QbPhraseListQuery): Promise<QbPhrasePage> {
      const { rows, total } = await reader.findPhrases(query);
      return { items: rows.map(phraseOf), page: query.page, page_size: query.page_size, total };
    },

    async findPhrase(phraseId: string): Promise<QbPhrase> {
      return readPhrase(db, phraseId);
    },

    async createPhrase(body: QbPhraseBody, actor: AuthUser): Promise<QbPhrase> {
      return db.transaction(async (transaction) => {
        const phraseId = await createQuizBuilderRepository(transaction).insertPhrase(
          body,
          actor.userId,
        );
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'qb_phrase.created',
          targetType: 'qb_phrase',
          targetId: phraseId,
          details: { placeholders: placeholdersOf(body.template_en) },
        });
        return readPhrase(transaction, phraseId);
      });
    },

    async updatePhrase(phraseId: string, body: QbPhraseBody, actor: AuthUser): Promise<QbPhrase> {
      return db.transaction(async (transaction) => {
        const repository = createQuizBuilderRepository(transaction);
        const before = await repository.lockPhrase(phraseId);
        if (before === undefined) throw phraseNotFound();
        await repository.updatePhrase(phraseId, body, actor.userId);
        await recordAudit(transaction, {
          actorId: actor.userId,
          action: 'qb_phrase.updated',
          targetType: 'qb_phrase',
          targetId: phraseId,
          details: { changed: changedFields(phraseFields, before, body) },
        });
        return readPhrase(transaction, phraseId);
      });
    },

    /** Refused while a question is worded by the phrase; the 409 names the questions. */
    async deletePhrase(phraseId: string, actor: AuthUser): Promise<void> {
      await guarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQuizBuilderRepository(transaction);
            const before = await repository.lockPhrase(phraseId);
            if (before === undefined) throw phraseNotFound();
            const questions = await repository.phraseQuestionUsage(phraseId, qbLimits.usagesNamed);
            const refusal = inUse('phrase', [
              { usage: questions, singular: 'question', plural: 'questions' },
            ]);
            if (refusal !== undefined) throw refusal;
            await repository.deletePhrase(phraseId);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: 'qb_phrase.deleted',
              targetType: 'qb_phrase',
              targetId: phraseId,
              details: { template_en: before.template_en },
            });
          }),
        'This phrase was put to use at the same time, so it was not deleted',
      );
    },
  };
}

export type QuizBuilderService = ReturnType<typeof createQuizBuilderService>;
