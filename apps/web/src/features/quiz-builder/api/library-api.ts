import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qbMatterBodySchema,
  qbMatterPageSchema,
  qbMatterSchema,
  qbOptionBodySchema,
  qbOptionPageSchema,
  qbOptionSchema,
  qbPhraseBodySchema,
  qbPhrasePageSchema,
  qbPhraseSchema,
  qbQuestionBodySchema,
  qbQuestionPageSchema,
  qbQuestionSchema,
  type QbMatter,
  type QbMatterBody,
  type QbMatterPage,
  type QbOption,
  type QbOptionBody,
  type QbOptionPage,
  type QbPhrase,
  type QbPhraseBody,
  type QbPhrasePage,
  type QbQuestion,
  type QbQuestionBody,
  type QbQuestionPage,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** The builder's library: matters, options, phrases and questions (`admin/qb/{entity}/main…`). */
export type QbLibraryEntity = 'matter' | 'option' | 'phrase' | 'question';

/** A list call's query string values; empty and undefined values are left out. */
export type QbListSearch = Readonly<Record<string, string | number | undefined>>;

interface Parser<T> {
  parse(input: unknown): T;
}

/** TanStack Query keys of the library; invalidating `all` refreshes every list, detail and count. */
export const qbLibraryKeys = {
  all: ['quiz-builder', 'library'] as const,
  entity: (entity: QbLibraryEntity) => [...qbLibraryKeys.all, entity] as const,
  lists: (entity: QbLibraryEntity) => [...qbLibraryKeys.entity(entity), 'list'] as const,
  list: (entity: QbLibraryEntity, search: QbListSearch) =>
    [...qbLibraryKeys.lists(entity), search] as const,
  detail: (entity: QbLibraryEntity, id: string) =>
    [...qbLibraryKeys.entity(entity), 'detail', id] as const,
};

/** The list endpoint of an entity, as the paths page shows it. */
export function qbListPath(entity: string): string {
  return `admin/qb/${entity}/main/all`;
}

function searchParamsOf(search: QbListSearch): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  return searchParams;
}

/** `GET admin/qb/{entity}/main/all?…`, checked against the contract. */
export async function fetchQbList<T>(
  entity: QbLibraryEntity,
  schema: Parser<T>,
  search: QbListSearch,
): Promise<T> {
  return withProblem(async () =>
    schema.parse(
      await api.get(qbListPath(entity), { searchParams: searchParamsOf(search) }).json<unknown>(),
    ),
  );
}

/** `GET admin/qb/{entity}/main/{id}`. */
export async function fetchQbOne<T>(
  entity: QbLibraryEntity,
  schema: Parser<T>,
  id: string,
): Promise<T> {
  return withProblem(async () =>
    schema.parse(
      await api.get(`admin/qb/${entity}/main/${encodeURIComponent(id)}`).json<unknown>(),
    ),
  );
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useQbList<T>(
  entity: QbLibraryEntity,
  schema: Parser<T>,
  search: QbListSearch,
  enabled = true,
) {
  return useQuery({
    queryKey: qbLibraryKeys.list(entity, search),
    queryFn: () => fetchQbList(entity, schema, search),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One thing by id (disabled while the id is undefined). */
export function useQbOne<T>(entity: QbLibraryEntity, schema: Parser<T>, id: string | undefined) {
  return useQuery({
    queryKey: qbLibraryKeys.detail(entity, id ?? ''),
    queryFn: () => fetchQbOne(entity, schema, id ?? ''),
    enabled: id !== undefined,
  });
}

/** `POST admin/qb/{entity}/main` (201) or `PUT …/{id}` when `id` is given; refreshes the library. */
export function useQbSave<Body, T>(
  entity: QbLibraryEntity,
  bodySchema: Parser<Body>,
  schema: Parser<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: Body }) => {
      const json = bodySchema.parse(body);
      return withProblem(async () =>
        schema.parse(
          await (
            id === undefined
              ? api.post(`admin/qb/${entity}/main`, { json })
              : api.put(`admin/qb/${entity}/main/${encodeURIComponent(id)}`, { json })
          ).json<unknown>(),
        ),
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: qbLibraryKeys.all });
    },
  });
}

/** `DELETE admin/qb/{entity}/main/{id}` (204); a 409 carries what still uses the thing. */
export function useQbDelete(entity: QbLibraryEntity) {
  const queryClient = useQueryClient();
  return async (id: string): Promise<void> => {
    await withProblem(async () => {
      await api.delete(`admin/qb/${entity}/main/${encodeURIComponent(id)}`);
    });
    queryClient.removeQueries({ queryKey: qbLibraryKeys.detail(entity, id) });
    await queryClient.invalidateQueries({ queryKey: qbLibraryKeys.all });
  };
}

// ─── The four sections ──────────────────────────────────────────────────────

export const useMatters = (search: QbListSearch, enabled = true) =>
  useQbList<QbMatterPage>('matter', qbMatterPageSchema, search, enabled);
export const useMatter = (id: string | undefined) =>
  useQbOne<QbMatter>('matter', qbMatterSchema, id);
export const useSaveMatter = () =>
  useQbSave<QbMatterBody, QbMatter>('matter', qbMatterBodySchema, qbMatterSchema);

export const useOptions = (search: QbListSearch, enabled = true) =>
  useQbList<QbOptionPage>('option', qbOptionPageSchema, search, enabled);
export const useOption = (id: string | undefined) =>
  useQbOne<QbOption>('option', qbOptionSchema, id);
export const useSaveOption = () =>
  useQbSave<QbOptionBody, QbOption>('option', qbOptionBodySchema, qbOptionSchema);

export const usePhrases = (search: QbListSearch, enabled = true) =>
  useQbList<QbPhrasePage>('phrase', qbPhrasePageSchema, search, enabled);
export const usePhrase = (id: string | undefined) =>
  useQbOne<QbPhrase>('phrase', qbPhraseSchema, id);
export const useSavePhrase = () =>
  useQbSave<QbPhraseBody, QbPhrase>('phrase', qbPhraseBodySchema, qbPhraseSchema);

export const useQuestions = (search: QbListSearch, enabled = true) =>
  useQbList<QbQuestionPage>('question', qbQuestionPageSchema, search, enabled);
export const useQuestion = (id: string | undefined) =>
  useQbOne<QbQuestion>('question', qbQuestionSchema, id);
export const useSaveQuestion = () =>
  useQbSave<QbQuestionBody, QbQuestion>('question', qbQuestionBodySchema, qbQuestionSchema);
