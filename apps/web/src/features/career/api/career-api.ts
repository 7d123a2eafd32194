import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  careerApplicationPageSchema,
  careerApplicationReviewBodySchema,
  careerApplicationSchema,
  careerPositionPageSchema,
  careerPositionSchema,
  myCareerApplicationPageSchema,
  myCareerApplicationSchema,
  positionWriteBodySchema,
  type CareerApplication,
  type CareerApplicationReviewInput,
  type CareerApplicationStatus,
  type CareerPosition,
  type MyCareerApplication,
  type PositionWriteInput,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

export interface PageParams {
  page: number;
  page_size: number;
}

export interface PositionParams extends PageParams {
  status: 'open' | 'closed' | 'all';
}

export interface ApplicationParams extends PageParams {
  /** '' for every status. */
  status: CareerApplicationStatus | '';
  /** '' for every position, 'open' for open applications, else a position's id. */
  position_id: string;
  q: string;
}

/** TanStack Query keys of the career feature. */
export const careerKeys = {
  all: ['career'] as const,
  positions: (params: PositionParams) => [...careerKeys.all, 'positions', params] as const,
  position: (id: string) => [...careerKeys.all, 'position', id] as const,
  mine: (params: PageParams) => [...careerKeys.all, 'mine', params] as const,
  applications: (params: ApplicationParams) => [...careerKeys.all, 'applications', params] as const,
  application: (id: string) => [...careerKeys.all, 'application', id] as const,
};

function pageSearch(params: PageParams): Record<string, string> {
  return { page: String(params.page), page_size: String(params.page_size) };
}

/** `GET career/positions?status=`: open ones for everyone; closed or all for admins. */
export function usePositions(params: PositionParams) {
  return useQuery({
    queryKey: careerKeys.positions(params),
    queryFn: () =>
      withProblem(async () =>
        careerPositionPageSchema.parse(
          await api
            .get('career/positions', {
              searchParams: { ...pageSearch(params), status: params.status },
            })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET career/applications/mine`: the caller's own applications and their statuses. */
export function useMyApplications(params: PageParams) {
  return useQuery({
    queryKey: careerKeys.mine(params),
    queryFn: () =>
      withProblem(async () =>
        myCareerApplicationPageSchema.parse(
          await api
            .get('career/applications/mine', { searchParams: pageSearch(params) })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET career/applications?status=&position_id=&q=` (admins). */
export function useApplications(params: ApplicationParams) {
  return useQuery({
    queryKey: careerKeys.applications(params),
    queryFn: () => {
      const searchParams = new URLSearchParams(pageSearch(params));
      if (params.status !== '') searchParams.set('status', params.status);
      if (params.position_id !== '') searchParams.set('position_id', params.position_id);
      if (params.q !== '') searchParams.set('q', params.q);
      return withProblem(async () =>
        careerApplicationPageSchema.parse(
          await api.get('career/applications', { searchParams }).json<unknown>(),
        ),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET career/applications/{career_id}` (admins). */
export function useApplication(careerId: string) {
  return useQuery({
    queryKey: careerKeys.application(careerId),
    queryFn: () =>
      withProblem(async () =>
        careerApplicationSchema.parse(
          await api.get(`career/applications/${encodeURIComponent(careerId)}`).json<unknown>(),
        ),
      ),
  });
}

function useCareerMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: careerKeys.all });
    },
  });
}

export interface ApplyInput {
  /** '' for an open application. */
  position_id: string;
  full_name: string;
  email: string;
  phone: string;
  linkedin_url: string;
  cover_letter: string;
  cv: File;
}

/** `POST career/applications` (multipart with the file `cv`). */
export function useApply() {
  return useCareerMutation(async (input: ApplyInput): Promise<MyCareerApplication> => {
    const body = new FormData();
    body.append('position_id', input.position_id);
    body.append('full_name', input.full_name);
    body.append('email', input.email);
    body.append('phone', input.phone);
    body.append('linkedin_url', input.linkedin_url);
    body.append('cover_letter', input.cover_letter);
    body.append('cv', input.cv, input.cv.name);
    return withProblem(async () =>
      myCareerApplicationSchema.parse(
        await api.post('career/applications', { body }).json<unknown>(),
      ),
    );
  });
}

/** `PUT career/applications/{career_id} { status, admin_note }` (admins). */
export function useReviewApplication() {
  return useCareerMutation(
    async ({
      id,
      input,
    }: {
      id: string;
      input: CareerApplicationReviewInput;
    }): Promise<CareerApplication> => {
      const json = careerApplicationReviewBodySchema.parse(input);
      return withProblem(async () =>
        careerApplicationSchema.parse(
          await api.put(`career/applications/${encodeURIComponent(id)}`, { json }).json<unknown>(),
        ),
      );
    },
  );
}

/** `POST career/positions` or `PUT career/positions/{id}` (admins). */
export function useSavePosition() {
  return useCareerMutation(
    async ({
      id,
      input,
    }: {
      id: string | null;
      input: PositionWriteInput;
    }): Promise<CareerPosition> => {
      const json = positionWriteBodySchema.parse(input);
      return withProblem(async () =>
        careerPositionSchema.parse(
          await (
            id === null
              ? api.post('career/positions', { json })
              : api.put(`career/positions/${encodeURIComponent(id)}`, { json })
          ).json<unknown>(),
        ),
      );
    },
  );
}

/** `DELETE career/positions/{id}` (admins); 409 when it has applications. */
export function useDeletePosition() {
  return useCareerMutation(async (id: string) => {
    await withProblem(() => api.delete(`career/positions/${encodeURIComponent(id)}`));
  });
}

/** Fetches the CV with the session's token and saves it under the server's file name. */
export function useDownloadCv() {
  return useMutation({
    mutationFn: async (careerId: string) => {
      const response = await withProblem(() =>
        api.get(`career/applications/${encodeURIComponent(careerId)}/cv`),
      );
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'cv.pdf';
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => {
        URL.revokeObjectURL(url);
      }, 60_000);
    },
  });
}
