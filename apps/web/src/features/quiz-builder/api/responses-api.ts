import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qbResponsePageSchema,
  qbResponseSchema,
  type QbResponse,
  type QbResponseCreateInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { qbQuizKeys } from './quizzes-api';

/**
 * The quiz builder's responses (`admin/qb/response/…`): the list for
 * moderation and analysis, one response, a paper answer recorded for a user,
 * hiding or showing an answer, and deleting it.
 */

export interface QbResponseListParams {
  q: string;
  quiz_id: string;
  question_id: string;
  text_only: boolean;
  hidden: 'all' | 'true' | 'false';
  page: number;
  page_size: number;
}

export const qbResponseKeys = {
  all: ['qb-responses'] as const,
  lists: () => [...qbResponseKeys.all, 'list'] as const,
  list: (params: QbResponseListParams) => [...qbResponseKeys.lists(), params] as const,
  detail: (responseId: number) => [...qbResponseKeys.all, 'detail', responseId] as const,
};

const responsePath = (responseId: number) => `admin/qb/response/main/${String(responseId)}`;

export async function fetchResponses(params: QbResponseListParams) {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.q !== '') searchParams.set('q', params.q);
  if (params.quiz_id !== '') searchParams.set('quiz_id', params.quiz_id);
  if (params.question_id !== '') searchParams.set('question_id', params.question_id);
  if (params.text_only) searchParams.set('text_only', 'true');
  if (params.hidden !== 'all') searchParams.set('hidden', params.hidden);
  return withProblem(async () =>
    qbResponsePageSchema.parse(
      await api.get('admin/qb/response/main/all', { searchParams }).json<unknown>(),
    ),
  );
}

export function useResponses(params: QbResponseListParams) {
  return useQuery({
    queryKey: qbResponseKeys.list(params),
    queryFn: () => fetchResponses(params),
    placeholderData: keepPreviousData,
  });
}

export function useResponse(responseId: number | undefined) {
  return useQuery({
    queryKey: qbResponseKeys.detail(responseId ?? 0),
    queryFn: () =>
      withProblem(async () =>
        qbResponseSchema.parse(await api.get(responsePath(responseId ?? 0)).json<unknown>()),
      ),
    enabled: responseId !== undefined,
  });
}

/** `POST admin/qb/response/main`: an answer collected on paper, for the user with the email. */
export function useCreateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QbResponseCreateInput) =>
      withProblem(async () =>
        qbResponseSchema.parse(
          await api.post('admin/qb/response/main', { json: body }).json<unknown>(),
        ),
      ),
    onSuccess: async (response) => {
      queryClient.setQueryData(qbResponseKeys.detail(response.response_id), response);
      await queryClient.invalidateQueries({ queryKey: qbResponseKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.all });
    },
  });
}

/** `PUT admin/qb/response/main/{response_id}` with `is_hidden`: moderation. */
export function useSetResponseHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, isHidden }: { responseId: number; isHidden: boolean }) =>
      withProblem(async () =>
        qbResponseSchema.parse(
          await api
            .put(responsePath(responseId), { json: { is_hidden: isHidden } })
            .json<unknown>(),
        ),
      ),
    onSuccess: async (response: QbResponse) => {
      queryClient.setQueryData(qbResponseKeys.detail(response.response_id), response);
      await queryClient.invalidateQueries({ queryKey: qbResponseKeys.lists() });
    },
  });
}

export function useDeleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: number) => withProblem(() => api.delete(responsePath(responseId))),
    onSuccess: async (_answer, responseId) => {
      queryClient.removeQueries({ queryKey: qbResponseKeys.detail(responseId) });
      await queryClient.invalidateQueries({ queryKey: qbResponseKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: qbQuizKeys.all });
    },
  });
}
