import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qbBundleEndpoints,
  qbBundlePreviewEndpoints,
  quizTakingEndpoints,
  type QbAnswerInput,
  type QbBundlePage,
  type QbTakeQuiz,
} from '@campus/contracts';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/endpoint-client';

const taking = quizTakingEndpoints;
const { previewBundle } = qbBundlePreviewEndpoints;

/** The open bundles and quizzes with my progress. */
export const useOpenQuizzes = () => useQuery(endpointQuery(taking.listOpen, {}));

/** A published quiz with my saved answers and, once completed, the result. */
export const useTakeQuiz = (quizId: string) =>
  useQuery(endpointQuery(taking.getQuiz, { params: { quiz_id: quizId } }));

/** A published bundle with my progress in each quiz. */
export const useTakeBundle = (bundleId: string) =>
  useQuery(endpointQuery(taking.getBundle, { params: { bundle_id: bundleId } }));

/** A bundle of any status as users see it (admins). */
export const useBundlePreview = (bundleId: string | null) =>
  useQuery({
    ...endpointQuery(previewBundle, { params: { bundle_id: bundleId ?? '' } }),
    enabled: bundleId !== null,
  });

/** The bundles to choose from, newest first (admins). */
export const useAdminBundles = () =>
  useQuery(endpointQuery(qbBundleEndpoints.listBundles, { query: { page: 1, page_size: 100 } }));

/**
 * The first bundle (newest first) whose preview holds the question, or null
 * when no bundle holds it yet: the previews are read one after another.
 */
export function useBundleOfQuestion(questionId: string | null, bundles: QbBundlePage | undefined) {
  return useQuery({
    queryKey: [previewBundle.feature, 'bundleOfQuestion', questionId ?? ''],
    queryFn: async ({ signal }): Promise<{ bundle_id: string | null }> => {
      for (const bundle of bundles?.items ?? []) {
        const preview = await callEndpoint(
          previewBundle,
          { params: { bundle_id: bundle.bundle_id } },
          { signal },
        );
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

/**
 * Saves (or replaces) one answer. The quiz being taken is not read again: the
 * runner keeps its own drafts, and a fresh read would restart it.
 */
export function useSaveAnswer(quizId: string) {
  return useMutation({
    mutationFn: async ({ questionId, answer }: { questionId: string; answer: QbAnswerInput }) => {
      await callEndpoint(taking.saveAnswer, {
        params: { quiz_id: quizId, question_id: questionId },
        body: answer,
      });
    },
  });
}

/** Keeps the quiz the server answered and reads the progress around it again. */
function useKeepQuiz(quizId: string) {
  const queryClient = useQueryClient();
  return async (quiz: QbTakeQuiz) => {
    queryClient.setQueryData(endpointKey(taking.getQuiz, { params: { quiz_id: quizId } }), quiz);
    await queryClient.invalidateQueries({ queryKey: endpointKey(taking.listOpen) });
    await queryClient.invalidateQueries({ queryKey: endpointKey(taking.getBundle) });
  };
}

/** Finishes the quiz; answers it with its result. */
export function useCompleteQuiz(quizId: string) {
  const keep = useKeepQuiz(quizId);
  return useMutation({
    mutationFn: () => callEndpoint(taking.complete, { params: { quiz_id: quizId } }),
    onSuccess: keep,
  });
}

/** Opens a completed survey or matching quiz again, answers kept. */
export function useRetakeQuiz(quizId: string) {
  const keep = useKeepQuiz(quizId);
  return useMutation({
    mutationFn: () => callEndpoint(taking.retake, { params: { quiz_id: quizId } }),
    onSuccess: keep,
  });
}
