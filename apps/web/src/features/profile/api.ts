import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  currentUserSchema,
  profileEndpoints,
  twoStepEndpoints,
  type Profile,
  type ProfileUpdateBody,
} from '@campus/contracts';
import { tokenStore } from '../../lib/api-client';
import { setSignedIn, setSignedOut } from '../../lib/auth-store';
import {
  callEndpoint,
  endpointKey,
  endpointQuery,
  useEndpointMutation,
} from '../../lib/endpoint-client';
import { saveFile } from '../../lib/save-file';
import { leaveWithoutAsking } from '../../lib/use-leave-guard';

/** The name of the downloaded KVKK/GDPR export. */
export const exportFileName = 'campushub-my-data.json';

/** The signed-in user's profile. */
export function useProfile() {
  return useQuery(endpointQuery(profileEndpoints.get, {}));
}

/**
 * Keeps a profile the API just answered: in the query cache, and as the
 * session's current user so that the navigation bar shows the new name and photo.
 */
function rememberProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(endpointKey(profileEndpoints.get, {}), profile);
  setSignedIn(currentUserSchema.parse(profile));
}

/** A change that answers the whole profile: the answer is kept, nothing is fetched again. */
function useProfileChange<Input>(change: (input: Input) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (profile) => {
      rememberProfile(queryClient, profile);
    },
  });
}

/** Sends only the fields a user may change. */
export const useUpdateProfile = () =>
  useProfileChange((body: ProfileUpdateBody) => callEndpoint(profileEndpoints.update, { body }));

/** Multipart, field `photo`: answers the profile with its new photo. */
export const useUploadPhoto = () =>
  useProfileChange((photo: File) => {
    const body = new FormData();
    body.append('photo', photo, photo.name);
    return callEndpoint(profileEndpoints.setPhoto, { body });
  });

/** Answers the profile without a photo. */
export const useRemovePhoto = () =>
  useProfileChange(() => callEndpoint(profileEndpoints.removePhoto, {}));

/**
 * Deletes the account, goes to the landing page, then ends the session on
 * this device and forgets every cached answer. Leaving first keeps the route
 * guard of the profile page from sending the visitor to the login page, and
 * this runs even when the page that asked is already gone.
 */
export function useDeleteAccount(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (userPassword: string) =>
      callEndpoint(profileEndpoints.remove, { body: { user_password: userPassword } }),
    onSuccess: async () => {
      await navigate('/', { replace: true, state: leaveWithoutAsking });
      tokenStore.clearTokens();
      setSignedOut();
      queryClient.clear();
      onDeleted?.();
    },
  });
}

/** Downloads everything the platform holds about the user as `campushub-my-data.json`. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const blob = await callEndpoint(profileEndpoints.exportData, {});
      return blob.type === '' ? new Blob([blob], { type: 'application/json' }) : blob;
    },
    onSuccess: (blob) => {
      saveFile(blob, exportFileName);
    },
  });
}

/** Two-step sign-in of the signed-in person: whether it is offered, on and required. */
export function useTwoStepStatus() {
  return useQuery(endpointQuery(twoStepEndpoints.getStatus, {}));
}

/** A new authenticator secret to confirm (admins and moderators). */
export const useStartTwoStepSetup = () => useEndpointMutation(twoStepEndpoints.startSetup);

/** Turns it on with the app's first code; answers the recovery codes. */
export const useConfirmTwoStepSetup = () => useEndpointMutation(twoStepEndpoints.confirmSetup);

export const useRenewRecoveryCodes = () => useEndpointMutation(twoStepEndpoints.renewRecoveryCodes);

export const useTurnOffTwoStep = () => useEndpointMutation(twoStepEndpoints.turnOff);
