import { useRoundTitle } from '../../round-title';
import { useAdminRounds } from '../rounds-api';

/** A round's title in the reader's language by its id ('—' until the rounds load). */
export function useRoundTitleById(): (roundId: string) => string {
  const rounds = useAdminRounds();
  const roundTitle = useRoundTitle();
  const items = rounds.data?.items ?? [];
  return (roundId) => {
    const round = items.find((item) => item.round_id === roundId);
    return round === undefined ? '—' : roundTitle(round);
  };
}
