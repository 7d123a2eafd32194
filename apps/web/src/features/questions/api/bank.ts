import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  qaEntryPageSchema,
  qaEntrySchema,
  qaEntryWriteBodySchema,
  type QaEntry,
  type QaEntryPage,
  type QaEntryWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { questionKeys, searchParamsOf, type QaListParams } from './query-keys';

/** `GET qa/entries`: answered entries for everyone, every status for moderators. */
export async function fetchQaEntries(params: QaListParams): Promise<QaEntryPage> {
  return withProblem(async () =>
    qaEntryPageSchema.parse(
      await api
        .get('qa/entries', {
          searchParams: searchParamsOf({
            group_id: params.group_id,
            status: params.status,
            q: params.q,
            page: params.page,
            page_size: params.page_size,
          }),
        })
        .json<unknown>(),
    ),
  );
}

export function useQaEntries(viewer: string, params: QaListParams, enabled = true) {
  return useQuery({
    queryKey: questionKeys.qaEntries(viewer, params),
    queryFn: () => fetchQaEntries(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `POST qa/entries` (moderators); 400 with the SPEC field messages. */
export async function createQaEntry(input: QaEntryWriteInput): Promise<QaEntry> {
  const body = qaEntryWriteBodySchema.parse(input);
  return withProblem(async () =>
    qaEntrySchema.parse(await api.post('qa/entries', { json: body }).json<unknown>()),
  );
}

/** `PUT qa/entries/{entry_id}` (moderators). */
export async function updateQaEntry({
  entryId,
  input,
}: {
  entryId: string;
  input: QaEntryWriteInput;
}): Promise<QaEntry> {
  const body = qaEntryWriteBodySchema.parse(input);
  return withProblem(async () =>
    qaEntrySchema.parse(await api.put(`qa/entries/${entryId}`, { json: body }).json<unknown>()),
  );
}

/** `DELETE qa/entries/{entry_id}` (moderators). */
export async function deleteQaEntry(entryId: string): Promise<void> {
  await withProblem(() => api.delete(`qa/entries/${entryId}`));
}

/** `PUT qa/groups/{group_id}/order` (moderators): every entry of the group in its new order. */
export async function reorderQaGroup({
  groupId,
  entryIds,
}: {
  groupId: number;
  entryIds: string[];
}): Promise<QaEntryPage> {
  return withProblem(async () =>
    qaEntryPageSchema.parse(
      await api
        .put(`qa/groups/${String(groupId)}/order`, { json: { entry_ids: entryIds } })
        .json<unknown>(),
    ),
  );
}

function useBankMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}

export function useCreateQaEntry() {
  return useBankMutation(createQaEntry);
}

export function useUpdateQaEntry() {
  return useBankMutation(updateQaEntry);
}

export function useDeleteQaEntry() {
  return useBankMutation(deleteQaEntry);
}

export function useReorderQaGroup() {
  return useBankMutation(reorderQaGroup);
}
