import { matchPairIdParamsSchema } from '@campus/contracts';
import { useParams } from 'react-router';

export const pairListPath = '/admin/matching/pairs';
export const pairAddPath = `${pairListPath}/add`;
export const pairDetailPath = (pairId: number) => `${pairListPath}/${String(pairId)}`;
export const pairEditPath = (pairId: number) => `${pairDetailPath(pairId)}/edit`;

/** The pairs list of one person in one round. */
export const pairListPathOf = (roundId: string, userId: string) =>
  `${pairListPath}?${new URLSearchParams({ round_id: roundId, user_id: userId }).toString()}`;

/** The route's `pairId` when it is one the API can know, else undefined. */
export function usePairIdParam(): number | undefined {
  const { pairId } = useParams();
  if (pairId === undefined || !/^\d+$/.test(pairId)) return undefined;
  const parsed = matchPairIdParamsSchema.shape.pair_id.safeParse(pairId);
  return parsed.success ? parsed.data : undefined;
}
