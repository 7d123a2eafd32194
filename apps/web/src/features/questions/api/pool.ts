import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  poolQuestionPageSchema,
  poolQuestionSchema,
  poolReplyPageSchema,
  poolReplySchema,
  poolThreadSchema,
  type Locale,
  type PoolQuestion,
  type PoolQuestionPage,
  type PoolQuestionWriteBody,
  type PoolReply,
  type PoolReplyPage,
  type PoolStatus,
  type PoolThread,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { questionKeys, searchParamsOf, type PoolListParams } from './query-keys';

/** `GET pool/questions` (signed in): newest first; an anonymous asker is never named. */
export async function fetchPoolQuestions(params: PoolListParams): Promise<PoolQuestionPage> {
  return withProblem(async () =>
    poolQuestionPageSchema.parse(
      await api
        .get('pool/questions', {
          searchParams: searchParamsOf({
            group_id: params.group_id,
            status: params.status,
            q: params.q,
            mine: params.mine === true ? 'true' : undefined,
            page: params.page,
            page_size: params.page_size,
          }),
        })
        .json<unknown>(),
    ),
  );
}

export function usePoolQuestions(viewer: string, params: PoolListParams, enabled = true) {
  return useQuery({
    queryKey: questionKeys.poolQuestions(viewer, params),
    queryFn: () => fetchPoolQuestions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET pool/questions/{id}`: the question and the first page of replies. */
export async function fetchThread(questionId: string): Promise<PoolThread> {
  return withProblem(async () =>
    poolThreadSchema.parse(await api.get(`pool/questions/${questionId}`).json<unknown>()),
  );
}

export function useThread(viewer: string, questionId: string) {
  return useQuery({
    queryKey: questionKeys.thread(viewer, questionId),
    queryFn: () => fetchThread(questionId),
  });
}

/** `GET pool/questions/{id}/replies?page=`: a later page of replies. */
export async function fetchReplies(questionId: string, page: number): Promise<PoolReplyPage> {
  return withProblem(async () =>
    poolReplyPageSchema.parse(
      await api
        .get(`pool/questions/${questionId}/replies`, {
          searchParams: searchParamsOf({ page, page_size: 25 }),
        })
        .json<unknown>(),
    ),
  );
}

export function useReplies(viewer: string, questionId: string, page: number) {
  return useQuery({
    queryKey: questionKeys.replies(viewer, questionId, page),
    queryFn: () => fetchReplies(questionId, page),
    placeholderData: keepPreviousData,
  });
}

/** `GET thread/display/demo?locale=` (public): the read-only sample thread. */
export async function fetchDemoThread(locale: Locale): Promise<PoolThread> {
  return withProblem(async () =>
    poolThreadSchema.parse(
      await api.get('thread/display/demo', { searchParams: { locale } }).json<unknown>(),
    ),
  );
}

export function useDemoThread(locale: Locale) {
  return useQuery({ queryKey: questionKeys.demo(locale), queryFn: () => fetchDemoThread(locale) });
}

/** `POST pool/questions`. */
export async function askQuestion(body: PoolQuestionWriteBody): Promise<PoolQuestion> {
  return withProblem(async () =>
    poolQuestionSchema.parse(await api.post('pool/questions', { json: body }).json<unknown>()),
  );
}

/** `PUT pool/questions/{id}`: the asker, while open without replies. */
export async function editQuestion({
  questionId,
  body,
}: {
  questionId: string;
  body: PoolQuestionWriteBody;
}): Promise<PoolQuestion> {
  return withProblem(async () =>
    poolQuestionSchema.parse(
      await api.put(`pool/questions/${questionId}`, { json: body }).json<unknown>(),
    ),
  );
}

/** `DELETE pool/questions/{id}`: the asker withdraws, or a moderator deletes. */
export async function deleteQuestion(questionId: string): Promise<void> {
  await withProblem(() => api.delete(`pool/questions/${questionId}`));
}

/** `PUT pool/questions/{id}/status`. */
export async function setQuestionStatus({
  questionId,
  status,
}: {
  questionId: string;
  status: PoolStatus;
}): Promise<PoolQuestion> {
  return withProblem(async () =>
    poolQuestionSchema.parse(
      await api.put(`pool/questions/${questionId}/status`, { json: { status } }).json<unknown>(),
    ),
  );
}

/** `POST pool/questions/{id}/replies`; 409 on a closed question. */
export async function postReply({
  questionId,
  content,
}: {
  questionId: string;
  content: string;
}): Promise<PoolReply> {
  return withProblem(async () =>
    poolReplySchema.parse(
      await api.post(`pool/questions/${questionId}/replies`, { json: { content } }).json<unknown>(),
    ),
  );
}

/** `DELETE pool/replies/{reply_id}` (moderators). */
export async function deleteReply(replyId: string): Promise<void> {
  await withProblem(() => api.delete(`pool/replies/${replyId}`));
}

function usePoolMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}

export function useAskQuestion() {
  return usePoolMutation(askQuestion);
}

export function useEditQuestion() {
  return usePoolMutation(editQuestion);
}

export function useDeleteQuestion() {
  return usePoolMutation(deleteQuestion);
}

export function useSetQuestionStatus() {
  return usePoolMutation(setQuestionStatus);
}

export function usePostReply() {
  return usePoolMutation(postReply);
}

export function useDeleteReply() {
  return usePoolMutation(deleteReply);
}
