import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserEndpoints,
  twoStepEndpoints,
  type AdminUser,
  type EndpointInput,
} from '@campus/contracts';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointList,
} from '../../lib/endpoint-client';

type UserListQuery = NonNullable<EndpointInput<typeof adminUserEndpoints.list>['query']>;

/** One page of users; the previous page stays on screen while the next one loads. */
export const useUsers = (query: UserListQuery) =>
  useEndpointList(adminUserEndpoints.list, { query });

export function useUser(userId: string | undefined) {
  return useQuery({
    ...endpointQuery(adminUserEndpoints.get, { params: { user_id: userId ?? '' } }),
    enabled: userId !== undefined,
  });
}

/** Keeps the user the API answered as its detail, and refetches the lists (not the detail). */
function useUserChange<Input>(change: (input: Input) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (user) => {
      queryClient.setQueryData(
        endpointKey(adminUserEndpoints.get, { params: { user_id: user.user_id } }),
        user,
      );
      await queryClient.invalidateQueries({ queryKey: endpointKey(adminUserEndpoints.list) });
    },
  });
}

/** 201: the new account; the person gets an e-mail to set a password. */
export const useCreateUser = () =>
  useUserChange((input: EndpointInput<typeof adminUserEndpoints.create>) =>
    callEndpoint(adminUserEndpoints.create, input),
  );

/** Only the changed fields. A 409 carries the reason (the last admin, or demoting or deactivating oneself). */
export const useUpdateUser = () =>
  useUserChange((input: EndpointInput<typeof adminUserEndpoints.update>) =>
    callEndpoint(adminUserEndpoints.update, input),
  );

/** 202: a new verification e-mail (nothing shown changes). */
export const useResendVerification = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof adminUserEndpoints.resendVerification>) =>
      callEndpoint(adminUserEndpoints.resendVerification, input),
  });

/** 204: an admin turns off the two-step sign-in of a person who lost their phone; their sessions end. */
export function useResetTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof twoStepEndpoints.resetForUser>) =>
      callEndpoint(twoStepEndpoints.resetForUser, input),
    onSuccess: async (_answer, input) => {
      await queryClient.invalidateQueries({
        queryKey: endpointKey(adminUserEndpoints.get, { params: input.params }),
      });
    },
  });
}
