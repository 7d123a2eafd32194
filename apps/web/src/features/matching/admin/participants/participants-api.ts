import { useQuery } from '@tanstack/react-query';
import {
  matchingAdminEndpoints,
  matchingResultEndpoints,
  type EndpointInput,
  type MatchParticipantAdmin,
} from '@campus/contracts';
import {
  endpointQuery,
  useEndpointList,
  useEndpointMutation,
} from '../../../../lib/endpoint-client';

type ParticipantListQuery = NonNullable<
  EndpointInput<typeof matchingAdminEndpoints.listParticipants>['query']
>;

/** How many of a participant's pairs and matches the detail page shows before "See all". */
export const participantDetailListSize = 10;

/** One page of participants; the previous page stays on screen while the next one loads. */
export function useParticipants(query: ParticipantListQuery) {
  return useEndpointList(matchingAdminEndpoints.listParticipants, { query });
}

export function useParticipant(participantId: string | undefined) {
  return useQuery({
    ...endpointQuery(matchingAdminEndpoints.getParticipant, {
      params: { participant_id: participantId ?? '' },
    }),
    enabled: participantId !== undefined,
  });
}

/** Exclude (with a reason), pause or reinstate, and the admin note; 409 once they left. */
export const useUpdateParticipant = () =>
  useEndpointMutation(matchingAdminEndpoints.updateParticipant);

/** The participant's physical record, by its id; not asked while they have none. */
export const useParticipantPhysical = (physicalId: string | null) =>
  useQuery({
    ...endpointQuery(matchingAdminEndpoints.getPhysical, {
      params: { physical_id: physicalId ?? '' },
    }),
    enabled: physicalId !== null,
  });

/** The participant's pairs in their round, the best first. */
export const useParticipantPairs = (participant: MatchParticipantAdmin) =>
  useQuery(
    endpointQuery(matchingResultEndpoints.listPairs, {
      query: {
        page: 1,
        page_size: participantDetailListSize,
        round_id: participant.round_id,
        user_id: participant.user_id,
      },
    }),
  );

/** The participant's matches in their round, the newest first. */
export const useParticipantMatches = (participant: MatchParticipantAdmin) =>
  useQuery(
    endpointQuery(matchingResultEndpoints.listMatches, {
      query: {
        page: 1,
        page_size: participantDetailListSize,
        round_id: participant.round_id,
        user_id: participant.user_id,
      },
    }),
  );
