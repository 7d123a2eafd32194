import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  informationProjectCreateBodySchema,
  informationProjectPageSchema,
  informationProjectSchema,
  informationProjectUpdateBodySchema,
  type InformationProject,
  type InformationProjectAction,
  type InformationProjectCreateInput,
  type InformationProjectPage,
  type InformationProjectUpdateInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import type { ProjectListParams } from '../list-params';

/** What a list call asks for: the page's parameters and the reader's language (for ties). */
export interface ProjectListRequest extends ProjectListParams {
  lang: 'en' | 'tr';
}

/** TanStack Query keys of the information bank. */
export const informationKeys = {
  all: ['information'] as const,
  list: (request: ProjectListRequest) => [...informationKeys.all, 'list', request] as const,
  project: (projectId: string) => [...informationKeys.all, 'project', projectId] as const,
};

/** `GET information/projects?q=&status=&page=&page_size=&lang=`. */
export async function fetchProjects(request: ProjectListRequest): Promise<InformationProjectPage> {
  const searchParams = new URLSearchParams({
    page: String(request.page),
    page_size: String(request.page_size),
    lang: request.lang,
  });
  if (request.q !== '') searchParams.set('q', request.q);
  if (request.status !== 'all') searchParams.set('status', request.status);
  return withProblem(async () =>
    informationProjectPageSchema.parse(
      await api.get('information/projects', { searchParams }).json<unknown>(),
    ),
  );
}

export function useProjects(request: ProjectListRequest) {
  return useQuery({
    queryKey: informationKeys.list(request),
    queryFn: () => fetchProjects(request),
    placeholderData: keepPreviousData,
  });
}

/** `GET information/projects/{project_id}`: a project with its lists. */
export async function fetchProject(projectId: string): Promise<InformationProject> {
  return withProblem(async () =>
    informationProjectSchema.parse(
      await api.get(`information/projects/${projectId}`).json<unknown>(),
    ),
  );
}

export function useProject(projectId: string | null) {
  return useQuery({
    queryKey: informationKeys.project(projectId ?? ''),
    queryFn: () => fetchProject(projectId ?? ''),
    enabled: projectId !== null,
    retry: false,
  });
}

/** `POST information/projects` (moderators): 400 with field errors, 409 for a taken id. */
export async function createProject(
  input: InformationProjectCreateInput,
): Promise<InformationProject> {
  const body = informationProjectCreateBodySchema.parse(input);
  return withProblem(async () =>
    informationProjectSchema.parse(
      await api.post('information/projects', { json: body }).json<unknown>(),
    ),
  );
}

/** `PUT information/projects/{project_id}` (moderators). */
export async function updateProject({
  projectId,
  input,
}: {
  projectId: string;
  input: InformationProjectUpdateInput;
}): Promise<InformationProject> {
  const body = informationProjectUpdateBodySchema.parse(input);
  return withProblem(async () =>
    informationProjectSchema.parse(
      await api.put(`information/projects/${projectId}`, { json: body }).json<unknown>(),
    ),
  );
}

/** `POST information/projects/{project_id}/{publish|archive|restore}` (moderators). */
export async function actOnProject({
  projectId,
  action,
}: {
  projectId: string;
  action: InformationProjectAction;
}): Promise<InformationProject> {
  return withProblem(async () =>
    informationProjectSchema.parse(
      await api.post(`information/projects/${projectId}/${action}`).json<unknown>(),
    ),
  );
}

/** `DELETE information/projects/{project_id}` (moderators): a soft delete. */
export async function deleteProject(projectId: string): Promise<void> {
  await withProblem(() => api.delete(`information/projects/${projectId}`));
}

/** `DELETE information/projects/{project_id}/permanent` (admins): a deleted project, for good. */
export async function purgeProject(projectId: string): Promise<void> {
  await withProblem(() => api.delete(`information/projects/${projectId}/permanent`));
}

function useInformationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: informationKeys.all });
    },
  });
}

export function useCreateProject() {
  return useInformationMutation(createProject);
}

export function useUpdateProject() {
  return useInformationMutation(updateProject);
}

export function useProjectAction() {
  return useInformationMutation(actOnProject);
}

export function useDeleteProject() {
  return useInformationMutation(deleteProject);
}

export function usePurgeProject() {
  return useInformationMutation(purgeProject);
}
