import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedbackItemPageSchema,
  feedbackItemSchema,
  feedbackReviewBodySchema,
  feedbackWriteBodySchema,
  suggestionWriteBodySchema,
  type FeedbackItem,
  type FeedbackItemPage,
  type FeedbackKind,
  type FeedbackStatus,
  type FeedbackWriteInput,
  type SuggestionWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface PageParams {
  page: number;
  page_size: number;
}

export interface FeedbackListParams extends PageParams {
  kind: FeedbackKind;
  q: string;
  /** 'all' for every status. */
  status: FeedbackStatus | 'all';
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: (params: PageParams) => [...feedbackKeys.all, 'mine', params] as const,
  admin: (params: FeedbackListParams) => [...feedbackKeys.all, 'admin', params] as const,
};

function itemOf(raw: unknown): FeedbackItem {
  return feedbackItemSchema.parse(raw);
}

function useFeedbackMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => withProblem(async () => itemOf(await call(input))),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}

/** `POST feedback`. */
export function useSendFeedback() {
  return useFeedbackMutation((input: FeedbackWriteInput) =>
    api.post('feedback', { json: feedbackWriteBodySchema.parse(input) }).json<unknown>(),
  );
}

/** `POST suggestions`. */
export function useSendSuggestion() {
  return useFeedbackMutation((input: SuggestionWriteInput) =>
    api.post('suggestions', { json: suggestionWriteBodySchema.parse(input) }).json<unknown>(),
  );
}

/** `GET feedback/mine`: both kinds, newest first, with status and answer. */
export function useMyFeedback(params: PageParams) {
  return useQuery({
    queryKey: feedbackKeys.mine(params),
    queryFn: (): Promise<FeedbackItemPage> =>
      withProblem(async () =>
        feedbackItemPageSchema.parse(
          await api
            .get('feedback/mine', {
              searchParams: { page: String(params.page), page_size: String(params.page_size) },
            })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET admin/feedback?kind=` (admins). */
export function useAdminFeedback(params: FeedbackListParams) {
  return useQuery({
    queryKey: feedbackKeys.admin(params),
    queryFn: (): Promise<FeedbackItemPage> => {
      const searchParams = new URLSearchParams({
        kind: params.kind,
        page: String(params.page),
        page_size: String(params.page_size),
      });
      if (params.q !== '') searchParams.set('q', params.q);
      if (params.status !== 'all') searchParams.set('status', params.status);
      return withProblem(async () =>
        feedbackItemPageSchema.parse(
          await api.get('admin/feedback', { searchParams }).json<unknown>(),
        ),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** `PUT admin/feedback/{item_id} { status, reply? }` (admins). */
export function useReviewFeedback() {
  return useFeedbackMutation(
    ({ itemId, status, reply }: { itemId: string; status: FeedbackStatus; reply?: string }) =>
      api
        .put(`admin/feedback/${encodeURIComponent(itemId)}`, {
          json: feedbackReviewBodySchema.parse({
            status,
            ...(reply === undefined ? {} : { reply }),
          }),
        })
        .json<unknown>(),
  );
}
