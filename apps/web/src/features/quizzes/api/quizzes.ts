import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qbAnswerBodySchema,
  qbBundlePageSchema,
  qbBundlePreviewSchema,
  qbOpenQuizzesSchema,
  qbTakeBundleSchema,
  qbTakeQuizSchema,
  type QbAnswerInput,
  type QbBundlePage,
  type QbBundlePreview,
  type QbOpenQuizzes,
  type QbTakeBundle,
  type QbTakeQuiz,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export const quizKeys = {
  all: ['quizzes'] as const,
  open: ['quizzes', 'open'] as const,
  quiz: (quizId: string) => ['quizzes', 'quiz', quizId] as const,
  bundle: (bundleId: string) => ['quizzes', 'bundle', bundleId] as const,
  preview: (bundleId: string) => ['quizzes', 'preview', bundleId] as const,
  adminBundles: ['quizzes', 'admin-bundles'] as const,
  bundleOfQuestion: (questionId: string) => ['quizzes', 'bundle-of-question', questionId] as const,
};

/** `GET quizzes`: the open bundles and quizzes with my progress. */
export function useOpenQuizzes() {
  return useQuery({
    queryKey: quizKeys.open,
    queryFn: async (): Promise<QbOpenQuizzes> =>
      withProblem(async () => qbOpenQuizzesSchema.parse(await api.get('quizzes').json<unknown>())),
  });
}

/** `GET quizzes/{quiz_id}`: a published quiz with my saved answers and, once completed, the result. */
export function useTakeQuiz(quizId: string) {
  return useQuery({
    queryKey: quizKeys.quiz(quizId),
    queryFn: async (): Promise<QbTakeQuiz> =>
      withProblem(async () =>
        qbTakeQuizSchema.parse(await api.get(`quizzes/${quizId}`).json<unknown>()),
      ),
  });
}

/** `GET bundles/{bundle_id}`: a published bundle with my progress in each quiz. */
export function useTakeBundle(bundleId: string) {
  return useQuery({
    queryKey: quizKeys.bundle(bundleId),
    queryFn: async (): Promise<QbTakeBundle> =>
      withProblem(async () =>
        qbTakeBundleSchema.parse(await api.get(`bundles/${bundleId}`).json<unknown>()),
      ),
  });
}

async function readPreview(bundleId: string): Promise<QbBundlePreview> {
  return withProblem(async () =>
    qbBundlePreviewSchema.parse(
      await api.get(`admin/qb/bundle/preview/${bundleId}`).json<unknown>(),
    ),
  );
}

/** `GET admin/qb/bundle/preview/{bundle_id}` (admins): a bundle of any status as users see it. */
export function useBundlePreview(bundleId: string | null) {
  return useQuery({
    queryKey: quizKeys.preview(bundleId ?? ''),
    queryFn: async () => readPreview(bundleId ?? ''),
    enabled: bundleId !== null,
  });
}

async function readAdminBundles(): Promise<QbBundlePage> {
  return withProblem(async () =>
    qbBundlePageSchema.parse(
      await api
        .get('admin/qb/bundle/main/all', { searchParams: { page: 1, page_size: 100 } })
        .json<unknown>(),
    ),
  );
}

/** `GET admin/qb/bundle/main/all` (admins): the bundles to choose from, newest first. */
export function useAdminBundles() {
  return useQuery({ queryKey: quizKeys.adminBundles, queryFn: readAdminBundles });
}

/**
 * The first bundle (newest first) whose preview holds the question, or null
 * when no bundle holds it yet: the previews are read one after another.
 */
export function useBundleOfQuestion(questionId: string | null, bundles: QbBundlePage | undefined) {
  return useQuery({
    queryKey: quizKeys.bundleOfQuestion(questionId ?? ''),
    queryFn: async (): Promise<{ bundle_id: string | null }> => {
      for (const bundle of bundles?.items ?? []) {
        const preview = await readPreview(bundle.bundle_id);
        const holds = preview.quizzes.some((quiz) =>
          quiz.questions.some((question) => question.question_id === questionId),
        );
        if (holds) return { bundle_id: bundle.bundle_id };
      }
      return { bundle_id: null };
    },
    enabled: questionId !== null && bundles !== undefined,
  });
}

/** `PUT quizzes/{quiz_id}/answers/{question_id}`: saves (or replaces) one answer. */
export function useSaveAnswer(quizId: string) {
  return useMutation({
    mutationFn: async ({
      questionId,
      answer,
    }: {
      questionId: string;
      answer: QbAnswerInput;
    }): Promise<void> => {
      const body = qbAnswerBodySchema.parse(answer);
      await withProblem(async () =>
        api.put(`quizzes/${quizId}/answers/${questionId}`, { json: body }),
      );
    },
  });
}

/** Keeps the quiz the server answered and reads the progress around it again. */
function useKeepQuiz(quizId: string) {
  const queryClient = useQueryClient();
  return async (quiz: QbTakeQuiz) => {
    queryClient.setQueryData(quizKeys.quiz(quizId), quiz);
    await queryClient.invalidateQueries({ queryKey: quizKeys.open });
    await queryClient.invalidateQueries({ queryKey: ['quizzes', 'bundle'] });
  };
}

/** `POST quizzes/{quiz_id}/complete`: finishes the quiz; answers it with its result. */
export function useCompleteQuiz(quizId: string) {
  const keep = useKeepQuiz(quizId);
  return useMutation({
    mutationFn: async (): Promise<QbTakeQuiz> =>
      withProblem(async () =>
        qbTakeQuizSchema.parse(await api.post(`quizzes/${quizId}/complete`).json<unknown>()),
      ),
    onSuccess: keep,
  });
}

/** `POST quizzes/{quiz_id}/retake`: opens a completed survey or matching quiz again, answers kept. */
export function useRetakeQuiz(quizId: string) {
  const keep = useKeepQuiz(quizId);
  return useMutation({
    mutationFn: async (): Promise<QbTakeQuiz> =>
      withProblem(async () =>
        qbTakeQuizSchema.parse(await api.post(`quizzes/${quizId}/retake`).json<unknown>()),
      ),
    onSuccess: keep,
  });
}
