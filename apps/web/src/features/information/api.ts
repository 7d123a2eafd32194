import { useQuery } from '@tanstack/react-query';
import { informationEndpoints, type InformationProjectListQuery } from '@campus/contracts';
import { endpointQuery, useEndpointList, useEndpointMutation } from '../../lib/endpoint-client';

/** One page of projects in display order (ties by name in `lang`); the previous page stays on screen while the next one loads. */
export function useProjects(query: InformationProjectListQuery) {
  return useEndpointList(informationEndpoints.list, { query });
}

/** A project with its lists; idle without an id. */
export function useProject(projectId: string | null) {
  return useQuery({
    ...endpointQuery(informationEndpoints.get, { params: { project_id: projectId ?? '' } }),
    enabled: projectId !== null,
    retry: false,
  });
}

/** Adds a project (moderators): 400 with field errors, 409 for a taken id. */
export const useCreateProject = () => useEndpointMutation(informationEndpoints.create);

/** Saves a project (moderators). */
export const useUpdateProject = () => useEndpointMutation(informationEndpoints.update);

/** Publishes, archives or restores a project (moderators). */
export const useChangeProjectStatus = () => useEndpointMutation(informationEndpoints.changeStatus);

/** Deletes a project softly (moderators): they can still list and restore it. */
export const useDeleteProject = () => useEndpointMutation(informationEndpoints.remove);

/** Removes a deleted project for good (admins). */
export const usePurgeProject = () => useEndpointMutation(informationEndpoints.purge);
