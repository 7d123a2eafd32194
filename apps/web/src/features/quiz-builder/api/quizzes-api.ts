import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qbBundlePageSchema,
  qbBundleSchema,
  qbQuestionPageSchema,
  qbQuizAnalysisSchema,
  qbQuizImportResultSchema,
  qbQuizPageSchema,
  qbQuizSchema,
  type QbBundle,
  type QbBundleInput,
  type QbBundleStatus,
  type QbQuiz,
  type QbQuizImportResult,
  type QbQuizInput,
  type QbQuizPurpose,
  type QbQuizStatus,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/**
 * The quiz builder's quizzes and bundles (`admin/qb/quiz/…`, `admin/qb/bundle/…`):
 * lists, one item, saving, deleting, a quiz's analysis, its exports and the
 * import of an exported quiz.
 */

export interface QbQuizListParams {
  q: string;
  status: QbQuizStatus | 'all';
  purpose: QbQuizPurpose | 'all';
  page: number;
  page_size: number;
}

export interface QbBundleListParams {
  q: string;
  status: QbBundleStatus | 'all';
  page: number;
  page_size: number;
}

export const qbQuizKeys = {
  all: ['qb-quizzes'] as const,
  lists: () => [...qbQuizKeys.all, 'list'] as const,
  list: (params: QbQuizListParams) => [...qbQuizKeys.lists(), params] as const,
  detail: (quizId: string) => [...qbQuizKeys.all, 'detail', quizId] as const,
  analysis: (quizId: string) => [...qbQuizKeys.all, 'analysis', quizId] as const,
  questions: (q: string) => [...qbQuizKeys.all, 'question-search', q] as const,
};

export const qbBundleKeys = {
  all: ['qb-bundles'] as const,
  lists: () => [...qbBundleKeys.all, 'list'] as const,
  list: (params: QbBundleListParams) => [...qbBundleKeys.lists(), params] as const,
  detail: (bundleId: string) => [...qbBundleKeys.all, 'detail', bundleId] as const,
};

const quizPath = (quizId: string) => `admin/qb/quiz/main/${encodeURIComponent(quizId)}`;
const bundlePath = (bundleId: string) => `admin/qb/bundle/main/${encodeURIComponent(bundleId)}`;

// ─── Quizzes ────────────────────────────────────────────────────────────────

export async function fetchQuizzes(params: QbQuizListParams) {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  if (params.status !== 'all') searchParams.set('status', params.status);
  if (params.purpose !== 'all') searchParams.set('purpose', params.purpose);
  return withProblem(async () =>
    qbQuizPageSchema.parse(
      await api.get('admin/qb/quiz/main/all', { searchParams }).json<unknown>(),
    ),
  );
}

export function useQuizzes(params: QbQuizListParams) {
  return useQuery({
    queryKey: qbQuizKeys.list(params),
    queryFn: () => fetchQuizzes(params),
    placeholderData: keepPreviousData,
  });
}

/** Every quiz whose title matches, for pickers (first 100). */
export function useQuizOptions(q: string) {
  return useQuizzes({ q, status: 'all', purpose: 'all', page: 1, page_size: 100 });
}

export async function fetchQuiz(quizId: string): Promise<QbQuiz> {
  return withProblem(async () =>
    qbQuizSchema.parse(await api.get(quizPath(quizId)).json<unknown>()),
  );
}

export function useQuiz(quizId: string | undefined) {
  return useQuery({
    queryKey: qbQuizKeys.detail(quizId ?? ''),
    queryFn: () => fetchQuiz(quizId ?? ''),
    enabled: quizId !== undefined,
  });
}

export function useQuizAnalysis(quizId: string) {
  return useQuery({
    queryKey: qbQuizKeys.analysis(quizId),
    queryFn: () =>
      withProblem(async () =>
        qbQuizAnalysisSchema.parse(await api.get(`${quizPath(quizId)}/analysis`).json<unknown>()),
      ),
  });
}

/** `POST admin/qb/quiz/main` or `PUT …/{quiz_id}`: the whole quiz with its ordered questions. */
export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, body }: { quizId: string | null; body: QbQuizInput }) =>
      withProblem(async () =>
        qbQuizSchema.parse(
          await (
            quizId === null
              ? api.post('admin/qb/quiz/main', { json: body })
              : api.put(quizPath(quizId), { json: body })
          ).json<unknown>(),
        ),
      ),
    onSuccess: async (quiz) => {
      queryClient.setQueryData(qbQuizKeys.detail(quiz.quiz_id), quiz);
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.analysis(quiz.quiz_id) });
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: qbBundleKeys.all });
    },
  });
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quizId: string) => withProblem(() => api.delete(quizPath(quizId))),
    onSuccess: async (_answer, quizId) => {
      queryClient.removeQueries({ queryKey: qbQuizKeys.detail(quizId) });
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.lists() });
    },
  });
}

/** Questions matching a search, for the quiz form's picker (`GET admin/qb/question/main/all?q=`). */
export function useQuestionSearch(q: string) {
  return useQuery({
    queryKey: qbQuizKeys.questions(q),
    queryFn: () =>
      withProblem(async () =>
        qbQuestionPageSchema.parse(
          await api
            .get('admin/qb/question/main/all', {
              searchParams: q === '' ? { page_size: 25 } : { q, page_size: 25 },
            })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

// ─── Downloads ──────────────────────────────────────────────────────────────

/** The file name of a `Content-Disposition` header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1] !== undefined) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Hands a file to the browser's download, through a short-lived object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1_000);
}

export type QuizDownload = 'responses.csv' | 'responses.json' | 'export';

/** Fetches a quiz's export with the session's token and saves it with the server's file name. */
export async function downloadQuizFile(quizId: string, kind: QuizDownload): Promise<string> {
  return withProblem(async () => {
    const response = await api.get(`${quizPath(quizId)}/${kind}`);
    const fallback = kind === 'export' ? `quiz-${quizId}.json` : `quiz-${quizId}-${kind}`;
    const fileName = fileNameOf(response.headers.get('content-disposition'), fallback);
    saveBlob(await response.blob(), fileName);
    return fileName;
  });
}

export function useDownloadQuizFile() {
  return useMutation({
    mutationFn: ({ quizId, kind }: { quizId: string; kind: QuizDownload }) =>
      downloadQuizFile(quizId, kind),
  });
}

// ─── Import ─────────────────────────────────────────────────────────────────

export type QbImportCounts = QbQuizImportResult['created'];

/** Sends an exported quiz document (a 409 when the quiz exists, a 400 for a broken file). */
export function useImportQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: unknown) =>
      withProblem(async () =>
        qbQuizImportResultSchema.parse(
          await api.post('admin/qb/quiz/import', { json: document }).json<unknown>(),
        ),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.lists() });
    },
  });
}

// ─── Bundles ────────────────────────────────────────────────────────────────

export async function fetchBundles(params: QbBundleListParams) {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  if (params.status !== 'all') searchParams.set('status', params.status);
  return withProblem(async () =>
    qbBundlePageSchema.parse(
      await api.get('admin/qb/bundle/main/all', { searchParams }).json<unknown>(),
    ),
  );
}

export function useBundles(params: QbBundleListParams) {
  return useQuery({
    queryKey: qbBundleKeys.list(params),
    queryFn: () => fetchBundles(params),
    placeholderData: keepPreviousData,
  });
}

export function useBundle(bundleId: string | undefined) {
  return useQuery({
    queryKey: qbBundleKeys.detail(bundleId ?? ''),
    queryFn: () =>
      withProblem(async () =>
        qbBundleSchema.parse(await api.get(bundlePath(bundleId ?? '')).json<unknown>()),
      ),
    enabled: bundleId !== undefined,
  });
}

export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bundleId, body }: { bundleId: string | null; body: QbBundleInput }) =>
      withProblem(async () =>
        qbBundleSchema.parse(
          await (
            bundleId === null
              ? api.post('admin/qb/bundle/main', { json: body })
              : api.put(bundlePath(bundleId), { json: body })
          ).json<unknown>(),
        ),
      ),
    onSuccess: async (bundle: QbBundle) => {
      queryClient.setQueryData(qbBundleKeys.detail(bundle.bundle_id), bundle);
      await queryClient.invalidateQueries({ queryKey: qbBundleKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.all });
    },
  });
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bundleId: string) => withProblem(() => api.delete(bundlePath(bundleId))),
    onSuccess: async (_answer, bundleId) => {
      queryClient.removeQueries({ queryKey: qbBundleKeys.detail(bundleId) });
      await queryClient.invalidateQueries({ queryKey: qbBundleKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.all });
    },
  });
}
