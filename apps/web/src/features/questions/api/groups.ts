import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  poolGroupPageSchema,
  qaGroupPageSchema,
  questionGroupSchema,
  type PoolGroupPage,
  type QaGroupPage,
  type QuestionGroup,
  type QuestionGroupCreateBody,
  type QuestionGroupUpdateBody,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { questionKeys } from './query-keys';

/** Every group fits on one page: ids are 4-digit and a university has a few dozen at most. */
const allGroups = new URLSearchParams({ page: '1', page_size: '100' });

/** `GET pool/groups`: the groups with their open questions (public). */
export async function fetchPoolGroups(): Promise<PoolGroupPage> {
  return withProblem(async () =>
    poolGroupPageSchema.parse(
      await api.get('pool/groups', { searchParams: allGroups }).json<unknown>(),
    ),
  );
}

export function usePoolGroups() {
  return useQuery({ queryKey: questionKeys.poolGroups(), queryFn: fetchPoolGroups });
}

/** `GET qa/groups`: the groups with the entries the reader may see (public). */
export async function fetchQaGroups(): Promise<QaGroupPage> {
  return withProblem(async () =>
    qaGroupPageSchema.parse(
      await api.get('qa/groups', { searchParams: allGroups }).json<unknown>(),
    ),
  );
}

export function useQaGroups(viewer: string) {
  return useQuery({ queryKey: questionKeys.qaGroups(viewer), queryFn: fetchQaGroups });
}

/** `POST question-groups` (moderators); 409 when the id is in use. */
export async function createGroup(body: QuestionGroupCreateBody): Promise<QuestionGroup> {
  return withProblem(async () =>
    questionGroupSchema.parse(await api.post('question-groups', { json: body }).json<unknown>()),
  );
}

/** `PUT question-groups/{group_id}` (moderators). */
export async function updateGroup({
  groupId,
  body,
}: {
  groupId: number;
  body: QuestionGroupUpdateBody;
}): Promise<QuestionGroup> {
  return withProblem(async () =>
    questionGroupSchema.parse(
      await api.put(`question-groups/${String(groupId)}`, { json: body }).json<unknown>(),
    ),
  );
}

/** `DELETE question-groups/{group_id}` (moderators); 409 while the group holds questions. */
export async function deleteGroup(groupId: number): Promise<void> {
  await withProblem(() => api.delete(`question-groups/${String(groupId)}`));
}

function useGroupMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}

export function useCreateGroup() {
  return useGroupMutation(createGroup);
}

export function useUpdateGroup() {
  return useGroupMutation(updateGroup);
}

export function useDeleteGroup() {
  return useGroupMutation(deleteGroup);
}
