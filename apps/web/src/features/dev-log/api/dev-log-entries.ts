import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  devLogEntrySchema,
  devLogPageSchema,
  devLogWriteBodySchema,
  type DevLogEntry,
  type DevLogPage,
  type DevLogWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface DevLogPageParams {
  page: number;
  page_size: number;
}

/** TanStack Query keys of the dev log; admins also see entries scheduled for later. */
export const devLogKeys = {
  all: ['dev-log'] as const,
  page: (params: DevLogPageParams, viewer: 'admin' | 'public') =>
    [...devLogKeys.all, 'page', viewer, params] as const,
};

/** `GET dev/entries?page=&page_size=`: newest published first. */
export async function fetchDevLog(params: DevLogPageParams): Promise<DevLogPage> {
  const searchParams = new URLSearchParams({
    page: String(params.page),
    page_size: String(params.page_size),
  });
  return withProblem(async () =>
    devLogPageSchema.parse(await api.get('dev/entries', { searchParams }).json<unknown>()),
  );
}

export function useDevLog(params: DevLogPageParams, viewer: 'admin' | 'public') {
  return useQuery({
    queryKey: devLogKeys.page(params, viewer),
    queryFn: () => fetchDevLog(params),
    placeholderData: keepPreviousData,
  });
}

/** `POST dev/entries` (admins); 400 with field errors. */
export async function createDevLogEntry(input: DevLogWriteInput): Promise<DevLogEntry> {
  const body = devLogWriteBodySchema.parse(input);
  return withProblem(async () =>
    devLogEntrySchema.parse(await api.post('dev/entries', { json: body }).json<unknown>()),
  );
}

/** `PUT dev/entries/{entry_id}` (admins). */
export async function updateDevLogEntry({
  entryId,
  input,
}: {
  entryId: string;
  input: DevLogWriteInput;
}): Promise<DevLogEntry> {
  const body = devLogWriteBodySchema.parse(input);
  return withProblem(async () =>
    devLogEntrySchema.parse(
      await api.put(`dev/entries/${entryId}`, { json: body }).json<unknown>(),
    ),
  );
}

/** `DELETE dev/entries/{entry_id}` (admins). */
export async function deleteDevLogEntry(entryId: string): Promise<void> {
  await withProblem(() => api.delete(`dev/entries/${entryId}`));
}

function useDevLogMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: devLogKeys.all });
    },
  });
}

export function useCreateDevLogEntry() {
  return useDevLogMutation(createDevLogEntry);
}

export function useUpdateDevLogEntry() {
  return useDevLogMutation(updateDevLogEntry);
}

export function useDeleteDevLogEntry() {
  return useDevLogMutation(deleteDevLogEntry);
}
